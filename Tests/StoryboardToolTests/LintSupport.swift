import Foundation
import StoryboardTool
import XCTest

/// One finding of a `--reporter json` run.
struct Finding: Equatable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
}

/// Runs `storyboard lint` with `arguments` and reads its JSON report.
func lintJSON(
    _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
) throws -> (status: Int32, findings: [Finding]) {
    let result = StoryboardCommand.run(["lint", "--reporter", "json"] + arguments)
    let objects = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]],
        result.standardOutput + result.standardError, file: file, line: line)
    let findings = objects.map { object in
        Finding(
            file: object["file"] as? String ?? "", line: object["line"] as? Int ?? 0,
            column: object["column"] as? Int ?? 0,
            severity: object["severity"] as? String ?? "", rule: object["rule"] as? String ?? "",
            message: object["message"] as? String ?? "")
    }
    return (result.status, findings)
}
