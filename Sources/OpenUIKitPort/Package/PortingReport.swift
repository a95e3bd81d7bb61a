import Foundation

/// `PORTING.md`: what the port did to the app, rewrite by rewrite, and what it could not do.
struct PortingReport {
    let report: Porter.Report
    let projectName: String

    var markdown: String {
        var text = """
            # \(report.appName) on OpenUIKit

            Ported by `openuikit port` from `\(projectName)`: target `\(report.appName)`, module `\(report.moduleName)`, \
            Swift \(report.swiftVersion ?? "(unspecified)") built in language mode `\(report.languageMode)`; \
            \(report.swiftFiles) Swift files and \(report.resources.count) resources, copied and never edited in place.

            ```sh
            swift build
            swift run \(report.moduleName)    # in a window when there is a display, else headless
            ```

            ## Generated

            - `Sources/\(report.moduleName)/\(PackageLayout.entryFile)`: the app's entry point. iOS makes delegates \
            from their class names through the Objective-C runtime; here \(report.delegates.isEmpty ? "no delegate class was found" : report.delegates.map { "`\($0)`" }.joined(separator: ", ")) \
            \(report.delegates.count == 1 ? "gets" : "get") a factory (`UIApplication.registerDelegateClass`).
            - `Sources/\(report.moduleName)/\(PackageLayout.infoFolder)/Info.plist`: the target's Info.plist with Xcode's \
            generated keys merged and build settings expanded (SwiftPM refuses an Info.plist at a bundle's top).
            - `Sources/\(report.moduleName)/\(PackageLayout.bundleFolder)/`: the resources where the app bundle has them.

            """
        if !report.generatedModelFiles.isEmpty {
            text +=
                "- The classes of the Core Data models' entities whose Codegen is Class Definition or Category/Extension, "
                + "as Xcode generates them at build time (Xcode's text, then rewritten as the app's files are: "
                + "`@NSManaged` given accessors, `@objc` removed; the rewrites below list them):\n"
                + report.generatedModelFiles.map { "  - `\($0)`\n" }.joined()
        }
        text += buildGraphSection
        text += "\n## Rewrites (\(report.rewrites.count))\n\n"
        if report.rewrites.isEmpty {
            text += "None: the app's Swift files are as its authors wrote them.\n"
        } else {
            text += "Only what Swift forbids off Apple platforms is rewritten.\n\n"
            var counts: [Rewrite.Kind: Int] = [:]
            for rewrite in report.rewrites { counts[rewrite.kind, default: 0] += 1 }
            for kind in Rewrite.Kind.allCases where counts[kind] != nil {
                text +=
                    "- \(kind.rawValue): \(counts[kind, default: 0])" + (Self.why[kind].map { " — \($0)" } ?? "") + "\n"
            }
            text += "\n| file | line | change | before | after |\n|---|---|---|---|---|\n"
            for rewrite in report.rewrites {
                text +=
                    "| `\(rewrite.file)` | \(rewrite.line):\(rewrite.column) | \(rewrite.kind.rawValue) | \(Self.cell(rewrite.before)) | \(Self.cell(rewrite.after)) |\n"
            }
        }
        text += "\n## Not ported (\(report.gaps.count))\n\n"
        if report.gaps.isEmpty {
            text += "Nothing: every symbol the app uses is ported.\n"
        } else {
            text += "| file | line | symbol | why |\n|---|---|---|---|\n"
            for gap in report.gaps {
                text +=
                    "| `\(gap.file)` | \(gap.line > 0 ? "\(gap.line):\(gap.column)" : "") | \(Self.cell(gap.symbol)) | \(Self.cell(gap.reason)) |\n"
            }
        }
        if report.needsHandEdits {
            text += """

                ## Swift \(report.swiftVersion ?? "3")

                The compiler's oldest language mode is Swift 4, so this app builds in Swift 4 mode. What Swift 4 spells \
                differently is for a person to change: `swift build` names each place.

                """
        }
        if !report.unitTestTargets.isEmpty || !report.uiTestTargets.isEmpty {
            text += "\n## Tests\n\n"
            for name in report.unitTestTargets {
                text +=
                    "- `Tests/\(name)`: unit tests that `@testable import` the app; the test process is their host app, "
                    + "launched headless before the first test, as iOS loads a test bundle into its app "
                    + "(`Sources/\(TestHostSupport.startTarget)`, `\(TestHostSupport.observerFile)`).\n"
            }
            for name in report.uiTestTargets {
                text += "- `Tests/\(name)`: UI tests on OpenUIKit's `XCUIAutomation`, run against the app.\n"
            }
            text +=
                "\n`openuikit test` builds them and runs them.\n\n" + report.testRewrites.map { "- \($0)\n" }.joined()
        }
        if !report.diagnostics.isEmpty {
            text += "\n## Project notes\n\n" + report.diagnostics.map { "- \($0)\n" }.joined()
        }
        return text
    }

    /// The libraries, packages and modules the port found, and what it left out.
    private var buildGraphSection: String {
        var text = ""
        if !report.libraries.isEmpty || !report.localPackages.isEmpty || !report.remotePackages.isEmpty {
            text += "\n## What the app links\n\n"
            text += report.libraries.map {
                "- `Sources/\($0)`: the framework target `\($0)`, a library target the app's module depends on.\n"
            }.joined()
            text += report.localPackages.map {
                "- `\($0)`: a local Swift package, copied, built by its own `Package.swift` with a block appended that gives its targets OpenUIKit's Apple modules.\n"
            }.joined()
            text += report.remotePackages.map {
                "- `\($0)`: a Swift package from its repository, as Xcode resolves it; its targets get no OpenUIKit, so one that imports UIKit does not build.\n"
            }.joined()
        }
        if !report.missingModules.isEmpty {
            text += "\n## Modules that are not here\n\nThe files import these modules, which nothing here provides:\n\n"
            for (name, reason) in report.missingModules.sorted(by: { $0.key < $1.key }) {
                text += "- `\(name)`: \(reason)\n"
            }
        }
        if !report.strayFilesCompiledIn.isEmpty {
            text +=
                "\n## Files the project lost\n\nNot in the target's sources in project.pbxproj, yet the target's code uses "
                + "a type only they declare, so the app could not compile without them: compiled in.\n\n"
                + report.strayFilesCompiledIn.map { "- `\($0)`\n" }.joined()
        }
        if !report.leftOut.isEmpty {
            text += "\n## Left out\n\n" + report.leftOut.map { "- \($0)\n" }.joined()
        }
        return text
    }

    static let why: [Rewrite.Kind: String] = [
        .outlet: "`@IBOutlet` needs an Objective-C class type; `@Outlet` lets storyboards set the property by name",
        .action:
            "Swift accepts `@IBAction` off Apple platforms only with one parameter; `@Action` takes the other forms",
        .connectable: "lists the class's outlets and actions by name, which iOS finds through the Objective-C runtime",
        .objc: "there is no Objective-C runtime; selectors reach methods without it",
        .selector:
            "`#selector` needs the Objective-C runtime; this `Selector` carries the method to target-action, gesture recognizers, NotificationCenter and perform",
        .applicationMain: "`@UIApplicationMain` is Apple's UIKit only; the generated `main()` starts the app",
        .applicationMainCall:
            "the generated function registers the app's delegate classes, which iOS finds by name through the Objective-C runtime, then starts the app in a window, headless or on its tour",
        .movedOverride:
            "Swift overrides, and `@Connectable` finds actions, only in the class body (an extension's members are `@objc` on iOS)",
        .widenedAccess:
            "an override using it moved into its class, in another file, where `private` would hide it; no other file declares the name for the class",
        .dynamicInit:
            "Swift makes an instance of a type known at run time only through a `required` initializer, and `init(nibName:bundle:)` is not one; on iOS the Objective-C runtime dispatches the call, here a factory the entry point registers for each controller class does",
        .importRenamed:
            "`OpenUIKitLogging` holds `os_log` and `Logger`; a module named `os` would be taken for Apple's by the packages built beside the app",
        .managed:
            "Swift off Apple platforms gives an `@NSManaged` property no accessors; these read and write the managed object's values by key, as Core Data's generated accessors do",
        .keyPath:
            "`#keyPath` needs the Objective-C runtime; the string it stands for (the key path without its type) is what Core Data, sort descriptors and key-value observing receive",
        .foundationInit:
            "Linux's Foundation does not inherit `NSObject`'s `init()` into this class, and an extension cannot add it back; the call names the class's own initializer with the values iOS's empty one has, but for a URL, which it cannot leave nil",
    ]

    /// Text for a table cell: code, with pipes escaped.
    static func cell(_ text: String) -> String {
        text.isEmpty
            ? "" : "`" + text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'") + "`"
    }
}
