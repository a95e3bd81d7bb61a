import XCTest

/// The corpus table's cells are measured every run and compared with the README, so each must
/// come out the same from the same build: no cell may follow the order the compiler's parallel
/// jobs happened to print in.
final class CorpusTableTests: XCTestCase {
    func testTheFirstErrorIsTheFirstByFileAndLineWhateverTheLogOrder() {
        let lines = [
            "/p/Sources/App/B.swift:27:19: error: instance method 'f()' cannot be overridden from extension",
            "/p/Sources/App/A.swift:20:28: error: cannot convert value of type 'X' to type 'Y'",
            "/p/Sources/App/A.swift:9:3: error: missing argument for parameter 'string' in call [#Missing]",
            "<unknown>:0: error: no such file",
        ]
        for order in [lines, lines.reversed(), [lines[1], lines[3], lines[0], lines[2]]] {
            XCTAssertEqual(
                CorpusTable.firstError(inBuildLog: order.joined(separator: "\n")),
                "missing argument for parameter 'string' in call")
        }
        XCTAssertEqual(
            CorpusTable.firstError(inBuildLog: "<unknown>:0: error: first\n<unknown>:0: error: second"), "first")
        XCTAssertNil(CorpusTable.firstError(inBuildLog: "warning: nothing wrong"))
        XCTAssertEqual(
            CorpusTable.firstError(inBuildLog: "/p/A.swift:1:1: error: a | b `c`"), "a \\| b 'c'")
    }
}
