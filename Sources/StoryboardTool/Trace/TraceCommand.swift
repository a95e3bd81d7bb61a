import ArgumentParser
import Foundation

/// `storyboard trace`: runs a storyboard headless and prints the lifecycle UIKit goes through,
/// one `Name.method(args)` line per event, the lines `LifecycleTrace` records for tests.
public struct TraceCommand: ToolCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Launch a storyboard headless, perform segues and unwinds, and print the lifecycle trace.",
        discussion: """
            Steps, in order: a segue identifier (or the element id of a segue without one), \
            'unwind:ACTION' (an exit segue to ACTION), 'pop', 'dismiss'; 'segue:NAME' performs a \
            segue whose identifier is one of those words. Controllers are named by their scene's \
            custom class. The app's classes are absent, so say which scene's controller answers \
            an unwind action with --receiver. Layout callbacks are left out unless --layout.
            """)

    @Argument(help: "The storyboard to launch.")
    public var file: String

    @Argument(help: "Steps to perform after the launch.")
    public var steps: [String] = []

    @Option(name: .customLong("perform"), help: "A step, after those given as arguments (repeatable).")
    public var performed: [String] = []

    @Option(
        help:
            "Start at the scene with this storyboard identifier (or controller element id) instead of the initial one.")
    public var scene: String?

    @Option(
        name: .customLong("receiver"),
        help:
            "SCENE or SCENE=ACTION,...: the controller of SCENE (custom class, storyboard identifier or element id) answers these unwind actions (all of the storyboards' when none are given). Repeatable."
    )
    public var receivers: [String] = []

    @Option(
        help:
            "The window's size in points, WIDTHxHEIGHT (a phone's by default; 1024x768 gives split views both columns)."
    )
    public var size = "390x844"

    @Flag(
        help:
            "File names are paths joined by '__', as in the shared corpus; the storyboards beside it of the same bundle resolve its references."
    )
    public var flattened = false

    @Flag(help: "Include layout callbacks (viewWillLayoutSubviews, viewDidLayoutSubviews, …).")
    public var layout = false

    @Flag(help: "Print the events as a JSON array.")
    public var json = false

    public init() {}

    /// `size` as width and height, when it reads as two positive numbers.
    var windowSize: (width: Double, height: Double)? {
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 100_000 }) else { return nil }
        return (parts[0], parts[1])
    }

    public func validate() throws {
        if windowSize == nil {
            throw ValidationError("'\(size)' is not a size: give WIDTHxHEIGHT in points, e.g. 390x844.")
        }
        for step in steps + performed where TraceStep(step) == nil {
            throw ValidationError("'\(step)' is not a step: give a segue identifier, unwind:ACTION, pop or dismiss.")
        }
        for receiver in receivers where UnwindReceiver(receiver) == nil {
            throw ValidationError("'\(receiver)' is not a receiver: give SCENE or SCENE=ACTION,ACTION.")
        }
    }

    public func execute(_ output: inout ToolOutput) throws -> Int32 {
        let storyboard: TracedStoryboard
        do {
            storyboard = try TracedStoryboard(path: file, flattened: flattened)
        } catch {
            throw ValidationError(error.description)
        }
        defer { storyboard.removeStaging() }
        // A file that does not decode (or is for another platform) says why, with its place.
        guard storyboard.file.document != nil else {
            output.warn(storyboard.file.result.diagnostics)
            return 1
        }
        // UIKit runs on the main thread; so do the command's process and XCTest's tests.
        guard Thread.isMainThread else { throw ValidationError("storyboard trace must run on the main thread") }
        let plan = (steps + performed).compactMap(TraceStep.init)
        let receivers = receivers.compactMap(UnwindReceiver.init)
        let (scene, layout, window) = (scene, layout, windowSize ?? (390, 844))
        let report = MainActor.assumeIsolated {
            TraceSession(storyboard: storyboard, receivers: receivers, includesLayout: layout, windowSize: window)
                .run(scene: scene, steps: plan)
        }
        for diagnostic in report.diagnostics { output.warn(diagnostic) }
        if json {
            output.print(JSONValue.array(report.events.map(\.json)).serialized())
        } else {
            var step: String?
            for event in report.events {
                if event.step != step {
                    output.print("⟨\(event.step)⟩")
                    step = event.step
                }
                output.print(event.line)
            }
        }
        for note in report.notes { output.warn("note: \(note)") }
        if let failure = report.failure {
            output.warn("error: \(failure)")
            return 1
        }
        return 0
    }
}
