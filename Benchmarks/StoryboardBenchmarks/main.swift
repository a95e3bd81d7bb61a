import BenchmarkSupport
import CHeapInUse
import CMallocCounter
import CairoRendering
import Foundation
import OpenUIKit
import StoryboardDocument
import StoryboardTool
import XcodeFrames

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Decoding speed and memory: every corpus file, and a generated 1,000-scene storyboard, each
/// decoded by `StoryboardDecoder` and by a bare `XMLParser` pass that ignores its events.
/// Prints MB/s for both, their ratio, and the bytes the decoded model keeps against the file size.
final class BarePass: NSObject, XMLParserDelegate {}

func bareParse(_ data: Data) {
    let parser = XMLParser(data: data)
    let delegate = BarePass()
    parser.delegate = delegate
    _ = parser.parse()
}

/// The best of `runs` timings of each body, run in turn so that drift in the machine's speed
/// (frequency, other load) falls on both alike.
func bestSeconds(_ runs: Int, _ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    var best = (Double.infinity, Double.infinity)
    for _ in 0..<runs {
        best.0 = min(best.0, seconds(first))
        best.1 = min(best.1, seconds(second))
    }
    return best
}

/// The corpus, beside the project (or given as the first argument).
let corpus = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "../shared/storyboards")

/// A storyboard of 1,000 scenes copied from corpus scenes, every id made fresh.
func generatedStoryboard(from files: [URL]) -> Data {
    var scenes: [String] = []
    for url in files {
        guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("iOS.CocoaTouch") else {
            continue
        }
        var rest = Substring(text)
        while let start = rest.range(of: "<scene "),
            let end = rest.range(of: "</scene>", range: start.upperBound..<rest.endIndex)
        {
            scenes.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
    }
    var output = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>

        """
    let idPattern = try! NSRegularExpression(
        pattern:
            "(id|sceneID|destination|firstItem|secondItem|reference|textLabel|detailTextLabel|tableViewCell|popoverAnchorBarButtonItem)=\"([^\"]+)\""
    )
    for index in 0..<1_000 {
        let scene = scenes[index % scenes.count]
        let range = NSRange(scene.startIndex..., in: scene)
        output +=
            idPattern.stringByReplacingMatches(in: scene, range: range, withTemplate: "$1=\"g\(index)-$2\"") + "\n"
    }
    output += "    </scenes>\n</document>\n"
    return Data(output.utf8)
}

let files = interfaceFiles(below: corpus)
guard !files.isEmpty else {
    print("no corpus found at \(corpus.path); pass its path as the first argument")
    exit(1)
}
let corpusData = files.compactMap { try? Data(contentsOf: $0) }
let generated = generatedStoryboard(from: files)

/// The most bytes allocated at once while `body` runs, above what was allocated before it.
func peakBytes(_ body: () -> Void) -> Double {
    openuikit_begin_peak_measurement()
    body()
    return Double(openuikit_end_peak_measurement())
}

print(
    "input                        MB   bare MB/s  decoder MB/s  time ratio  bare peak  decoder peak  peak ratio  model kept / file"
)
for (name, items) in [("corpus (\(files.count) files)", corpusData), ("generated 1,000 scenes", [generated])] {
    let bytes = Double(items.reduce(0) { $0 + $1.count })
    let decoder = StoryboardDecoder()
    let (bare, ours) = bestSeconds(
        7, { for item in items { bareParse(item) } }, { for item in items { _ = decoder.decode(item, file: name) } })
    // Peaks are per file: a pass over the corpus keeps nothing between files.
    var barePeak = 0.0, oursPeak = 0.0
    for item in items {
        barePeak = max(barePeak, peakBytes { bareParse(item) })
        oursPeak = max(oursPeak, peakBytes { _ = decoder.decode(item, file: name) })
    }
    let before = Int(openuikit_allocated_bytes())
    let kept = items.map { decoder.decode($0, file: name).document }
    let after = Int(openuikit_allocated_bytes())
    print(
        name.padding(toLength: 24, withPad: " ", startingAt: 0)
            + String(
                format: " %6.2f %11.1f %13.1f %11.2f %8.1f MB %10.1f MB %11.2f %18.2f",
                bytes / 1e6, bytes / 1e6 / bare, bytes / 1e6 / ours, ours / bare,
                barePeak / 1e6, oursPeak / 1e6, oursPeak / barePeak, Double(after - before) / bytes))
    withExtendedLifetime(kept) {}
}

// Instantiation beside decoding: the initial controller of each storyboard, its view loaded,
// made from a UIStoryboard that already holds the decoded file, against decoding that file.
UIKitDiagnostics.handler = { _ in }  // the apps' own classes are not here; their fallbacks are expected
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-bench-\(getpid())")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

/// The generated storyboard with its first controller made the initial one.
func generatedWithInitialController() -> Data {
    var text = String(decoding: generated, as: UTF8.self)
    if let match = text.range(of: #"sceneMemberID="viewController""#),
        let tagStart = text[..<match.lowerBound].range(of: "<", options: .backwards),
        let idRange = text[tagStart.lowerBound..<match.lowerBound].range(of: #" id=""#)
    {
        let id = text[idRange.upperBound...].prefix { $0 != "\"" }
        text = text.replacingOccurrences(
            of: #"useAutolayout="YES">"#, with: #"useAutolayout="YES" initialViewController="\#(id)">"#)
    }
    return Data(text.utf8)
}

print("\ninstantiation (initial controller, view loaded)   decode ms   instantiate ms   ratio")
var corpusDecode = 0.0, corpusInstantiate = 0.0, worst = (name: "", ratio: 0.0)
let inputs: [(String, Data)] =
    zip(files, corpusData).compactMap { url, data in
        url.pathExtension == "storyboard" ? (url.lastPathComponent, data) : nil
    } + [("generated 1,000 scenes", generatedWithInitialController())]
for (name, data) in inputs {
    let url = scratch.appendingPathComponent(
        name.replacingOccurrences(of: " ", with: "-") + (name.hasSuffix(".storyboard") ? "" : ".storyboard"))
    try? data.write(to: url)
    guard let storyboard = try? UIStoryboard(contentsOf: url),
        storyboard.instantiateInitialViewController() != nil
    else { continue }
    let (decode, instantiate) = bestSeconds(
        7, { _ = StoryboardDecoder().decode(data, file: name) },
        {
            storyboard.instantiateInitialViewController()?.loadViewIfNeeded()
        })
    print(
        String(name.suffix(48)).padding(toLength: 48, withPad: " ", startingAt: 0)
            + String(format: " %10.3f %16.3f %7.2f", decode * 1e3, instantiate * 1e3, instantiate / decode))
    if !name.hasPrefix("generated") {
        corpusDecode += decode
        corpusInstantiate += instantiate
        if instantiate / decode > worst.ratio { worst = (name, instantiate / decode) }
    }
}
print(
    "corpus storyboards with an initial controller".padding(toLength: 48, withPad: " ", startingAt: 0)
        + String(
            format: " %10.3f %16.3f %7.2f", corpusDecode * 1e3, corpusInstantiate * 1e3,
            corpusInstantiate / corpusDecode))
print(String(format: "  highest single-file ratio: %.2f (%@)", worst.ratio, worst.name))

// Linting beside decoding: `storyboard lint` over documents already decoded (the rules' single
// index walk and the rules themselves), with the default rules and with every rule, against
// decoding the same files. The goal is linting at under twice the cost of decoding.
print("\nlint (documents decoded already)             decode ms   lint ms   ratio   all rules ms   ratio")
let lintScratch = scratch.appendingPathComponent("generated-1000.storyboard")
try? generated.write(to: lintScratch)
let defaultLinter = Linter(configuration: LintConfiguration())
let everyRuleLinter = Linter(configuration: LintConfiguration(), enableAll: true)
for (name, paths, flattened, data) in [
    ("corpus (\(files.count) files)", [corpus.path], true, corpusData),
    ("generated 1,000 scenes", [lintScratch.path], false, [generated]),
] {
    guard let lintInputs = try? StoryboardInputs(paths: paths, flattened: flattened) else { continue }
    let decoder = StoryboardDecoder()
    let (decode, lint) = bestSeconds(
        7, { for item in data { _ = decoder.decode(item, file: name) } }, { _ = defaultLinter.lint(lintInputs) })
    let (_, lintAll) = bestSeconds(7, {}, { _ = everyRuleLinter.lint(lintInputs) })
    let findings = everyRuleLinter.lint(lintInputs).diagnostics.count
    print(
        name.padding(toLength: 44, withPad: " ", startingAt: 0)
            + String(
                format: " %9.2f %9.2f %7.2f %14.2f %7.2f   (%d findings, all rules)", decode * 1e3, lint * 1e3,
                lint / decode,
                lintAll * 1e3, lintAll / decode, findings))
}

// Text against Apple's (issue 22): every corpus view sized by its text, measured with Pango in our
// system font (Inter spaced and lined as SF Pro), beside the size Xcode saved, which it measured in
// SF Pro; then how many views whose frames follow text land within 1 pt of Xcode's.
print("\ntext sizes against Xcode's saved frames (error: ours against Xcode's)")
CairoRendering.install()
let textMeasurement = XcodeCorpusMeasurement.measure(
    files.filter { $0.pathExtension == "storyboard" }, report: { _ in })
for line in textMeasurement.textSizes.report { print("  " + line) }
print(
    String(
        format: "  text-dependent frames %d/%d = %.1f%% within 1 pt", textMeasurement.textDependent.matched,
        textMeasurement.textDependent.compared, 100 * textMeasurement.textDependent.rate))
