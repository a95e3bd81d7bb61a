import Foundation
import XCTest

/// The Package layout article describes the package as it is: every target `Package.swift`
/// declares has its folder in the article's table (its own row, or a row for the folder that
/// holds it naming the target), and every folder a row names exists.
final class PackageLayoutTests: XCTestCase {
    static let checkout = TypesByNameTests.checkout
    static let article = "Sources/OpenUIKit/OpenUIKit.docc/Articles/PackageLayout.md"

    /// `(name, folder)` of every target whose name and path are literals in `Package.swift`.
    static func declaredTargets() throws -> [(name: String, folder: String)] {
        let manifest = try String(contentsOf: checkout.appendingPathComponent("Package.swift"), encoding: .utf8)
        let call = try NSRegularExpression(
            pattern: #"\.(target|testTarget|executableTarget|systemLibrary|macro)\(\s*name: "(\w+)""#)
        let text = manifest as NSString
        return call.matches(in: manifest, range: NSRange(location: 0, length: text.length)).map { match in
            let kind = text.substring(with: match.range(at: 1))
            let name = text.substring(with: match.range(at: 2))
            // The call's own arguments: up to the next target declaration.
            let rest = text.substring(from: match.range.upperBound)
            let end = rest.range(
                of: #"\n\s*\.(target|testTarget|executableTarget|systemLibrary|macro)\(|\n    \],|package\.targets"#,
                options: .regularExpression)
            let arguments = end.map { String(rest[..<$0.lowerBound]) } ?? rest
            if let path = arguments.range(of: #"path: "([^"]+)""#, options: .regularExpression) {
                return (name, String(arguments[path].dropFirst(7).dropLast()))
            }
            return (name, kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
        }
    }

    /// The article's rows: the backticked folders of the first column, and the row's text.
    static func rows() throws -> [(folders: [String], text: String)] {
        let text = try String(contentsOf: checkout.appendingPathComponent(article), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            let first = cells.count > 1 ? String(cells[1]) : ""
            let folders = first.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
            return (folders, String(line))
        }
    }

    func testEveryTargetHasItsFolderInTheArticle() throws {
        let targets = try Self.declaredTargets()
        XCTAssertGreaterThan(targets.count, 90, "the manifest's targets were read")
        let rows = try Self.rows()
        var missing: [String] = []
        for target in targets {
            let described = rows.contains { row in
                row.folders.contains { folder in
                    if folder == target.folder { return true }
                    // A row for the folder holding it (`Sources/AppleModules`, `Benchmarks/*`)
                    // names the target.
                    let parent = folder.hasSuffix("/*") ? String(folder.dropLast(2)) : folder
                    return target.folder.hasPrefix(parent + "/") && row.text.contains("`\(target.name)`")
                        || folder.hasSuffix("/*") && target.folder.hasPrefix(parent + "/")
                }
            }
            if !described { missing.append("\(target.name) (\(target.folder))") }
        }
        XCTAssertEqual(missing, [], "targets the Package layout article does not describe")
    }

    /// A name without a slash is beside the path before it (`Sources/OpenUIKit/Views/Diffable`,
    /// `Compositional`): a folder there, or a `.swift` file of that name.
    func testEveryFolderTheArticleNamesExists() throws {
        var stale: [String] = []
        let files = FileManager.default
        for row in try Self.rows() {
            var parent = ""
            for folder in row.folders {
                let path = folder.hasSuffix("/*") ? String(folder.dropLast(2)) : folder
                let candidates =
                    path.contains("/")
                    ? [path] : ["\(parent)/\(path)", "\(parent)/\(path).swift"]
                if path.contains("/") { parent = (path as NSString).deletingLastPathComponent }
                if !candidates.contains(where: {
                    files.fileExists(atPath: Self.checkout.appendingPathComponent($0).path)
                }) {
                    stale.append(folder)
                }
            }
        }
        XCTAssertEqual(stale, [], "folders the article names that are not in the checkout")
    }
}
