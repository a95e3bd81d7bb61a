import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An iOS app runs from its bundle: `App.app` holds the executable, the Info.plist and the
/// resources side by side, so `Bundle.main` finds `url(forResource:withExtension:)`,
/// `path(forResource:ofType:)`, `infoDictionary` and localized strings there. SwiftPM puts an
/// executable in its build folder and its resources in a bundle beside it
/// (`<Package>_<Module>.resources`), where Foundation's `Bundle.main` does not look.
///
/// So before the app's code runs, the process moves into a bundle of the same shape: a folder
/// `<Module>.app` beside the executable, holding a hard link to the executable, the resource
/// bundle's entries (as symbolic links), `Info.plist` at its top, and the package's other
/// resource bundles (its frameworks'); then it executes itself again from there. The process
/// keeps its id, arguments and environment. Costs one `exec` and a few `stat` calls a launch; the
/// folder is made once and refreshed when the executable is rebuilt.
///
/// Not UIKit API: on iOS the bundle is made by Xcode when it builds the app.
enum AppBundleFolder {
    /// Executes the running executable again from `<Module>.app`; returns only when it does not
    /// (it runs from a bundle already, there is no resource bundle for `module`, or the folder
    /// could not be made), and the app then runs where it is, as before.
    static func enter(module: String) {
        // Not again from inside the bundle. Not from the environment either: an app a UI test
        // launches inherits the test process's, and enters its own bundle.
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath(),
            executable.deletingLastPathComponent().pathExtension != "app",
            let bundle = make(for: executable, module: module)
        else { return }
        execv(bundle.appendingPathComponent(executable.lastPathComponent).path, CommandLine.unsafeArgv)
        // Only reached when exec failed: the app runs where it is.
    }

    /// Makes or refreshes `<Module>.app` beside `executable`; its URL, or nil when `module` has
    /// no resource bundle there or the folder cannot be made.
    static func make(for executable: URL, module: String) -> URL? {
        let fileManager = FileManager.default
        let folder = executable.deletingLastPathComponent()
        let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let own = names.first(where: { $0.hasSuffix("_\(module).resources") }) else { return nil }
        let package = String(own.dropLast("_\(module).resources".count))
        let resources = folder.appendingPathComponent(own)
        let bundle = folder.appendingPathComponent("\(module).app")
        do {
            try fileManager.createDirectory(at: bundle, withIntermediateDirectories: true)
            try link(executable, into: bundle)
        } catch {
            return nil
        }
        // The resources at the bundle's top, as Xcode copies them; the Info.plist from the folder
        // SwiftPM needs it in.
        for entry in (try? fileManager.contentsOfDirectory(atPath: resources.path)) ?? [] {
            symlink(bundle.appendingPathComponent(entry), to: resources.appendingPathComponent(entry))
        }
        symlink(bundle.appendingPathComponent("Info.plist"), to: resources.appendingPathComponent("AppInfo/Info.plist"))
        // The package's resource bundles (its libraries' too), where OpenUIKit looks beside the
        // main bundle for storyboards and images.
        for name in names where name.hasPrefix(package + "_") && name.hasSuffix(".resources") {
            symlink(bundle.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return bundle
    }

    /// A hard link to `executable` in `bundle` (a copy where links cannot be made), replaced when
    /// the build wrote a new executable.
    private static func link(_ executable: URL, into bundle: URL) throws {
        let destination = bundle.appendingPathComponent(executable.lastPathComponent)
        var source = stat()
        var existing = stat()
        guard stat(executable.path, &source) == 0 else { throw CocoaError(.fileNoSuchFile) }
        if stat(destination.path, &existing) == 0, existing.st_ino == source.st_ino, existing.st_dev == source.st_dev {
            return
        }
        // Made under a temporary name and renamed over the old one, so an app launched meanwhile
        // never finds the link missing.
        let temporary = bundle.appendingPathComponent(".\(executable.lastPathComponent).\(getpid())")
        unlink(temporary.path)
        if Glibc.link(executable.path, temporary.path) != 0 {
            try FileManager.default.copyItem(at: executable, to: temporary)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            unlink(temporary.path)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// A symbolic link at `link` to `target`, unless one is there already.
    private static func symlink(_ link: URL, to target: URL) {
        guard FileManager.default.fileExists(atPath: target.path) else { return }
        if let existing = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path),
            existing == target.path
        {
            return
        }
        unlink(link.path)
        _ = Glibc.symlink(target.path, link.path)
    }
}
