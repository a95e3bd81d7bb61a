import Foundation
import OpenUIKitPort

// Launch to first frame of each corpus app (`make bench`): ported by `openuikit port`, built in
// release mode into one shared build folder, then started headless with OPENUIKIT_FIRST_FRAME=1
// several times; each start prints the time from just before the process was started to its
// first frame drawn. Goal: under 200 ms (Apple asks for under 400 ms on a phone).
//
// Usage: LaunchBenchmarks [corpus-folder] [runs]   (default ../shared, 7 runs)

let arguments = CommandLine.arguments
let corpus = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "../shared", isDirectory: true)
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 7 : 7
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let scratch = checkout.appendingPathComponent(".build/openuikit-apps-release")
let packages = scratch.appendingPathComponent("packages")

/// Runs a command to its end; its output is returned when it fails.
func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

guard let table = try? String(contentsOf: corpus.appendingPathComponent("apps/SOURCES.tsv"), encoding: .utf8) else {
    print("LaunchBenchmarks: no app corpus at \(corpus.path)/apps")
    exit(1)
}

print(
    "Launch to first frame, headless, release builds (\(runs) starts each; goal under 200 ms, Apple's guideline 400 ms)"
)
print("app".padding(toLength: 36, withPad: " ", startingAt: 0) + "   min ms   median ms   max ms")
var failures = 0
for line in table.split(separator: "\n").dropFirst() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count > 4 else { continue }
    let project = corpus.appendingPathComponent("apps/\(fields[0])/\(fields[3])")
    let package = packages.appendingPathComponent(fields[0])
    let report: Porter.Report
    do {
        report = try Porter(projectURL: project, options: .init(dependency: OpenUIKitDependency(checkout.path))).port(
            to: package)
    } catch {
        print("\(fields[0]): not ported: \(error)")
        failures += 1
        continue
    }
    // The one hand edit the corpus needs, as The app corpus article and AppCorpus.handEdits give it:
    // FaceIt's project leaves out a file its code uses.
    if fields[0] == "yusungkim__FaceIt" {
        let file = "FaceIt/EyeView.swift"
        try? FileManager.default.copyItem(
            at: project.deletingLastPathComponent().appendingPathComponent(file),
            to: package.appendingPathComponent("Sources/\(report.moduleName)/\(file)"))
    }
    let build = run(
        "/usr/bin/env",
        [
            "swift", "build", "-c", "release", "--package-path", package.path,
            "--scratch-path", scratch.appendingPathComponent("build").path, "--product", report.moduleName,
        ])
    guard build.status == 0 else {
        print("\(fields[0]): build failed\n\(build.output.suffix(2000))")
        failures += 1
        continue
    }
    let executable = scratch.appendingPathComponent("build/release/\(report.moduleName)").path
    var times: [Double] = []
    for _ in 0..<runs {
        let start = Date().timeIntervalSince1970
        let result = run(
            executable, [],
            environment: [
                "OPENUIKIT_FIRST_FRAME": "1", "OPENUIKIT_HOST": "none",
                "OPENUIKIT_LAUNCH_START": String(start), "HOME": NSTemporaryDirectory(),
            ])
        guard result.status == 0,
            let range = result.output.range(of: #"first frame: [0-9.]+ ms"#, options: .regularExpression),
            let value = Double(result.output[range].dropFirst("first frame: ".count).dropLast(3))
        else {
            print("\(fields[0]): no first frame\n\(result.output.suffix(1000))")
            failures += 1
            break
        }
        times.append(value)
    }
    guard !times.isEmpty else { continue }
    times.sort()
    let median = times[times.count / 2]
    print(
        report.appName.padding(toLength: 36, withPad: " ", startingAt: 0)
            + String(
                format: "%9.1f %11.1f %8.1f%@", times[0], median, times[times.count - 1],
                median < 200 ? "" : "   over the goal"))
}
exit(failures == 0 ? 0 : 1)
