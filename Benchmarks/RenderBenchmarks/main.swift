import CairoRendering
import Foundation
import OpenUIKit

// The frame of ../shared/bench/render_ref.c drawn through our view tree: a 1280 × 800 white
// window, 500 rounded bordered views (radius 8, a one-pixel border) and 200 labels in DejaVu
// Sans 13, at the positions, sizes and colours the C program draws (its generator, replayed),
// at scale 1. Each frame is timed from the change to the finished surface, median of many with
// the warm-up left out, beside the C program's figures from run-render-ref.sh in the same run:
// it runs before ours and after, and each of its figures is the better of the two, so a busy
// moment on a shared machine cannot flatter us.
//
//     RenderBenchmarks [bench-dir=../shared/bench] [--ours] [--frames=N] [--png=PATH]

let arguments = CommandLine.arguments.dropFirst()
let benchDirectory = arguments.first { !$0.hasPrefix("--") } ?? "../shared/bench"
let frames = arguments.first { $0.hasPrefix("--frames=") }.flatMap { Int($0.dropFirst("--frames=".count)) } ?? 60
let pngPath = arguments.first { $0.hasPrefix("--png=") }.map { String($0.dropFirst("--png=".count)) }

/// render_ref.c's generator: a 32-bit LCG whose bits 8…31 give a fraction.
struct ReferenceRandom {
    var state: UInt32 = 12345
    mutating func next() -> Double {
        state = state &* 1_103_515_245 &+ 12345
        return Double((state >> 8) & 0xFF_FFFF) / Double(0x100_0000)
    }
}

struct Scene {
    struct Box { var x, y, w, h, red, green, blue: Double }
    struct Label {
        var x, y: Double
        var text: String
    }
    var boxes: [Box] = []
    var labels: [Label] = []

    /// The rectangles, the small rectangles the C program also draws (only to keep its
    /// generator in step), then the labels.
    init() {
        var random = ReferenceRandom()
        for _ in 0..<500 {
            let w = 40 + (random.next() * 200).rounded(.down), h = 24 + (random.next() * 120).rounded(.down)
            let x = (random.next() * (1280 - w - 1)).rounded(.down), y = (random.next() * (800 - h - 1)).rounded(.down)
            boxes.append(
                Box(
                    x: x, y: y, w: w, h: h, red: 0.3 + 0.7 * random.next(), green: 0.3 + 0.7 * random.next(),
                    blue: 0.3 + 0.7 * random.next()))
        }
        for _ in 0..<500 { for _ in 0..<4 { _ = random.next() } }
        for index in 0..<200 {
            let x = (random.next() * (1280 - 220)).rounded(.down), y = (random.next() * (800 - 20)).rounded(.down)
            labels.append(Label(x: x, y: y, text: String(format: "Label %03d: Hello, world!", index)))
        }
    }
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Times `frame` `count` times after three warm-up runs; `prepare` runs before each, untimed.
func measure(_ count: Int, prepare: () -> Void = {}, _ frame: () -> Void) -> Double {
    for _ in 0..<3 {
        prepare()
        frame()
    }
    var times: [Double] = []
    for _ in 0..<count {
        prepare()
        times.append(milliseconds(frame))
    }
    return median(times)
}

/// The C program's medians by variant name (`full_cached`, …), run now.
func runReference() -> [String: Double] {
    guard !arguments.contains("--ours") else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["\(benchDirectory)/run-render-ref.sh", "\(frames)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return [:] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var medians: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard words.count >= 3, words[1] == "median", let value = Double(words[2]) else { continue }
        medians[String(words[0])] = value
    }
    return medians
}

struct Row {
    var name: String
    var ours: Double
    var reference: String
    var goal: String
}

var rows: [Row] = []
var check = ""
let referenceBefore = runReference()
MainActor.assumeIsolated {
    let scene = Scene()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    root.backgroundColor = .white
    var boxes: [UIView] = []
    for box in scene.boxes {
        // The C program fills the path at (x + 0.5, y + 0.5, w, h) and strokes it one pixel
        // wide: the layer that covers the same pixels is one pixel larger, with its border
        // inside its bounds and its corners half a pixel rounder outside.
        let view = UIView(frame: CGRect(x: box.x, y: box.y, width: box.w + 1, height: box.h + 1))
        view.backgroundColor = UIColor(red: box.red, green: box.green, blue: box.blue, alpha: 1)
        view.layer.cornerRadius = 8.5
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor(white: 0.2, alpha: 1).cgColor
        root.addSubview(view)
        boxes.append(view)
    }
    CairoRendering.install()
    let font = UIFont(name: "DejaVu Sans", size: 13) ?? .systemFont(ofSize: 13)
    var labels: [UILabel] = []
    for item in scene.labels {
        let label = UILabel()
        label.font = font
        label.textColor = .black
        label.text = item.text
        label.sizeToFit()
        label.frame.origin = CGPoint(x: item.x, y: item.y)
        root.addSubview(label)
        labels.append(label)
    }

    let renderer = CairoFrameRenderer(view: root, scale: 1)
    renderer.renderFrame()

    let fresh = measure(frames, prepare: { renderer.discardCaches() }) { renderer.renderFrame() }
    let cached = measure(frames, prepare: { renderer.setNeedsFullRedraw() }) { renderer.renderFrame() }
    // One control changes per frame: a box's colour, then a label's text (its backing store
    // is drawn again). The change is inside the timed frame.
    var flip = false
    let box = boxes[250]
    let colours = [UIColor.systemRed, box.backgroundColor!]
    let oneBox = measure(frames * 4) {
        flip.toggle()
        box.backgroundColor = colours[flip ? 0 : 1]
        renderer.renderFrame()
    }
    let label = labels[100]
    let oneLabel = measure(frames * 4) {
        flip.toggle()
        label.text = flip ? "Label 100: Hello, there!" : "Label 100: Hello, world!"
        renderer.renderFrame()
    }
    var encoded = Data()
    let png = measure(max(frames / 3, 5)) { encoded = renderer.pngData() ?? Data() }

    // The frame drawn bit by bit must be the frame drawn whole (through a backing store a
    // channel may round by one).
    if let retained = renderer.image, let whole = CairoRenderer.render(root, scale: 1),
        let difference = retained.difference(from: whole, tolerance: 1)
    {
        check =
            difference.differingPixels == 0
            ? "the damage-tracked frame equals a full render (every channel within one level)"
            : "the damage-tracked frame differs from a full render in \(difference.differingPixels) pixels (largest \(difference.largestDifference))"
    }
    if let pngPath { try? encoded.write(to: URL(fileURLWithPath: pngPath)) }

    let c = referenceBefore.merging(runReference(), uniquingKeysWith: min)
    func figure(_ name: String) -> String { c[name].map { String(format: "%.3f", $0) } ?? "—" }
    func ratio(_ ours: Double, _ name: String) -> String { c[name].map { String(format: "%.2f", ours / $0) } ?? "—" }
    rows = [
        Row(
            name: "full frame, nothing cached", ours: fresh, reference: "full_fresh",
            goal: "≤ 1.15 × full_cached: " + ratio(fresh, "full_cached")),
        Row(name: "full frame, cached", ours: cached, reference: "full_cached", goal: "≤ 1.15"),
        Row(name: "one box's colour changed", ours: oneBox, reference: "full_cached", goal: "< 1 ms"),
        Row(name: "one label's text changed", ours: oneLabel, reference: "full_cached", goal: "< 1 ms"),
        Row(name: "PNG of the frame (outside the loop)", ours: png, reference: "png_stream", goal: ""),
    ]
    print("render frame 1280×800, 500 rounded bordered views + 200 labels, \(frames) frames a median")
    print("frame                                   ours ms   C ms (variant)          ratio   goal")
    for row in rows {
        func column(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        print(
            row.name.padding(toLength: 36, withPad: " ", startingAt: 0) + column(String(format: "%.3f", row.ours), 10)
                + column(figure(row.reference), 9) + " (" + row.reference + ")"
                + String(repeating: " ", count: max(0, 12 - row.reference.count))
                + column(ratio(row.ours, row.reference), 7) + "   " + row.goal)
    }
    print(check)
}
