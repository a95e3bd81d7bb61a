import BenchmarkSupport
import CHeapInUse
import CairoRendering
import Foundation
@_spi(Rendering) @_spi(Tooling) import OpenUIKit
import ShowcaseKit
import StoryboardDocument

// Soak (`make bench`): the showcase's whole tour played again and again in one process, then
// every corpus storyboard and xib loaded, each scene instantiated, shown in a window, drawn and
// torn down, again and again. After every round the live view controllers and views must be
// back where the round started (a leak of a screen shows at once), and the heap in use may move
// only by what swift-corelibs-foundation leaks for each NSAttributedString it makes (the rest of
// the Benchmarks article's soak section says how that share is measured).
//
// Usage: SoakBenchmarks [storyboards-folder] [tour-rounds] [corpus-rounds]
//        (default ../shared/storyboards, 200 and 50; the corpus part is skipped when the folder
//        is absent)

let arguments = CommandLine.arguments
let corpus = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "../shared/storyboards", isDirectory: true)
let tourRounds = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let corpusRounds = arguments.count > 3 ? Int(arguments[3]) ?? 50 : 50

/// What one soak measured: the counts and heap after each round.
struct SoakRecord {
    var leakedRounds: [String] = []
    var heap: [Int] = []

    /// The heap's growth per round once the first rounds have filled the caches (text layouts,
    /// fonts, images): the median and the largest, and the growth over the whole second half.
    func printSummary(_ name: String, seconds: Double) {
        let rounds = heap.count - 1
        let steps = zip(heap.dropFirst(), heap).map { $0 - $1 }
        let settled = Array(steps.dropFirst(min(steps.count / 2, 10))).sorted()
        let median = settled.isEmpty ? 0 : settled[settled.count / 2]
        let half = heap.count / 2
        let perRoundSecondHalf =
            rounds > 1 ? Double(heap[heap.count - 1] - heap[half]) / Double(heap.count - 1 - half) : 0
        print(
            String(
                format:
                    "  %@: %d rounds in %.1f s (%.0f ms a round); views and view controllers back at their count after %@",
                name, rounds, seconds, seconds * 1000 / Double(max(rounds, 1)),
                leakedRounds.isEmpty ? "every round" : "\(rounds - leakedRounds.count) of \(rounds) rounds"))
        for line in leakedRounds.prefix(5) { print("    ✗ \(line)") }
        print(
            String(
                format:
                    "  heap in use: %.2f MB after the warm-up round, %.2f MB after round 1, %.2f MB at the end; after the first %d rounds, "
                    + "%+d bytes a round (median), %+.0f bytes a round over the second half, %+d at most",
                mb(heap[0]), mb(heap[min(1, heap.count - 1)]), mb(heap[heap.count - 1]), steps.count - settled.count,
                median, perRoundSecondHalf, settled.last ?? 0))
    }
}

func mb(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

/// Runs `round` `count` times after one warm-up round (what is made once per process, such as
/// caches and a picker's shared placeholder row, is made there); counts are read once the main
/// queue and every animation are done.
@MainActor
func soak(_ name: String, rounds count: Int, _ round: () -> Void) -> SoakRecord {
    var record = SoakRecord()
    round()
    UIApplication.shared.runUntilIdle()
    LifecycleTrace.clear()
    record.heap.append(openuikit_allocated_bytes())
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 1...count {
        let views = LiveObjectCount.views, controllers = LiveObjectCount.viewControllers
        round()
        UIApplication.shared.runUntilIdle()
        LifecycleTrace.clear()
        let viewsLeft = LiveObjectCount.views - views, controllersLeft = LiveObjectCount.viewControllers - controllers
        if viewsLeft != 0 || controllersLeft != 0 {
            record.leakedRounds.append(
                "round \(index): \(controllersLeft) view controllers and \(viewsLeft) views more than before it")
        }
        record.heap.append(openuikit_allocated_bytes())
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    record.printSummary(name, seconds: seconds)
    return record
}

/// On screen, laid out, drawn, and away again.
@MainActor
func show(_ controller: UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.isHidden = false
    window.layoutIfNeeded()
    UIApplication.shared.runUntilIdle()
    _ = CairoRenderer.render(window, scale: 1)
    window.isHidden = true
    window.rootViewController = nil
}

/// Every scene of one storyboard, or every top-level controller of one xib.
@MainActor
func showEveryScene(of url: URL) {
    if url.pathExtension == "xib" {
        guard let data = try? Data(contentsOf: url) else { return }
        for case let controller as UIViewController in UINib(data: data, bundle: nil).instantiate(withOwner: nil) {
            show(controller)
        }
        return
    }
    guard let data = try? Data(contentsOf: url),
        let document = StoryboardDecoder().decode(data, file: url.path).document,
        let storyboard = try? UIStoryboard(contentsOf: url)
    else { return }
    for scene in document.scenes {
        guard let object = scene.controller, let controller = storyboard.instantiateScene(controllerID: object.id)
        else { continue }
        show(controller)
    }
}

var failed = false
MainActor.assumeIsolated {
    UIApplication.returnsAfterLaunch = true
    CairoRendering.install()
    // Refused corpus files and the framework's constraint reports are the corpus tests' subject.
    UIKitDiagnostics.handler = { _ in }
    LifecycleTrace.isEnabled = true

    print(
        "Soak: live views and view controllers after each round, and the heap in use (glibc's count of bytes malloc'd)")
    print(
        String(
            format: "  Foundation keeps about %d bytes of every styled NSAttributedString made and dropped "
                + "(swiftlang/swift-corelibs-foundation#5256)", FoundationLeak.bytesPerAttributedString()))
    var tourFailures = 0
    let tour = soak("showcase tour", rounds: tourRounds) {
        let tour = ShowcaseTour(window: Showcase.makeWindow())
        tour.output = { _ in }
        if !tour.run() { tourFailures += 1 }
        tour.window.isHidden = true
        tour.window.rootViewController = nil
    }
    if tourFailures > 0 { print("  ✗ the tour's checks failed in \(tourFailures) rounds") }

    let files = interfaceFiles(below: corpus)
    var corpusRecord = SoakRecord()
    if files.isEmpty {
        print("  corpus: no storyboards at \(corpus.path); skipped")
    } else {
        corpusRecord = soak("corpus, \(files.count) storyboards and xibs, every scene", rounds: corpusRounds) {
            for file in files { showEveryScene(of: file) }
        }
    }
    failed = tourFailures > 0 || !tour.leakedRounds.isEmpty || !corpusRecord.leakedRounds.isEmpty
}
exit(failed ? 1 : 0)
