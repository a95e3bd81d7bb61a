import CFuzzer
import Foundation

/// What every fuzz target shares: the bytes libFuzzer hands over, and a scratch folder of the
/// process's own in memory (`/dev/shm` when there is one) for the parsers that read files.
public enum FuzzInput {
    /// The input as `Data`.
    static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// A folder only this process writes to, made once.
    public static let scratch: URL = {
        let base =
            FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm")
            : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("openuikit-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `data` to `name` inside the scratch folder (subfolders made as needed) and returns
    /// its URL.
    public static func write(_ data: Data, to name: String) -> URL {
        let url = scratch.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url)
        return url
    }
}

/// Hands the process to libFuzzer's driver, which calls `test` with each input on the main
/// thread (the thread that called this).
public enum FuzzDriver {
    nonisolated(unsafe) private static var test: (@MainActor (Data) -> Void)?

    @MainActor
    public static func run(_ test: @escaping @MainActor (Data) -> Void) -> Never {
        FuzzDriver.test = test
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(
            LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
                let data = FuzzInput.data(bytes, count)
                MainActor.assumeIsolated { FuzzDriver.test?(data) }
                return 0
            })
    }
}
