import Foundation
import OpenUIKitContracts

/// The Printer Simulator: where print jobs go on Linux, which has no AirPrint. As the iOS
/// Simulator's Printer Simulator does, it saves every job as a PDF file, here in a folder:
/// `OPENUIKIT_PRINT_FOLDER` when the environment names one, else "OpenUIKit Printer Simulator"
/// in the temporary directory.
enum SimulatedPrinter {
    /// The environment variable naming the folder jobs are saved in.
    static let folderVariable = EnvironmentKey.printFolder.rawValue

    /// The folder jobs printed through the print sheet are saved in, read afresh each time.
    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment[folderVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent(
            "OpenUIKit Printer Simulator", isDirectory: true)
    }

    /// Whether the file URL `url` names the simulator's folder, however its path is spelled.
    static func isSimulatorFolder(_ url: URL) -> Bool {
        func normalized(_ url: URL) -> String {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        return normalized(url) == normalized(folder)
    }

    /// The printer the picker offers: the simulator's folder.
    @MainActor static var printer: UIPrinter { UIPrinter(url: folder) }

    /// The folder a printer at `url` saves jobs in, made if missing; nil when `url` is not a
    /// file URL or the folder cannot be made or written.
    static func prepareFolder(_ url: URL) -> URL? {
        guard url.isFileURL else { return nil }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if !manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard (try? manager.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return nil }
        } else if !isFolder.boolValue {
            return nil
        }
        return manager.isWritableFile(atPath: url.path) ? url : nil
    }

    /// Saves `pdf` in `folder` as "<job name>.pdf", or "<job name> 2.pdf" and on when that is
    /// taken; the file's URL, or nil when it cannot be written.
    static func save(_ pdf: Data, jobName: String, in folder: URL) -> URL? {
        guard let folder = prepareFolder(folder) else { return nil }
        var name = jobName.replacingOccurrences(of: "/", with: "-").trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty || name.hasPrefix(".") { name = "Print Job" + name }
        var file = folder.appendingPathComponent(name + ".pdf")
        var number = 2
        while FileManager.default.fileExists(atPath: file.path) {
            file = folder.appendingPathComponent("\(name) \(number).pdf")
            number += 1
        }
        return (try? pdf.write(to: file, options: .withoutOverwriting)) != nil ? file : nil
    }
}
