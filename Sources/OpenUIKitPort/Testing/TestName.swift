import Foundation

/// One test method as XCTest names it to run it: `Module.Class/method`.
struct TestName: Hashable, Comparable, Sendable {
    var module: String
    var className: String
    var method: String

    /// `Module.Class/method`, as `--list-tests` prints it and a run takes it.
    var specifier: String { "\(module).\(className)/\(method)" }
    /// `Class.method`, as XCTest's log names a test case.
    var logName: String { "\(className).\(method)" }

    /// A line of `--list-tests` output; nil for the lines around the names.
    init?(specifier line: some StringProtocol) {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard let slash = text.lastIndex(of: "/"), let dot = text[..<slash].firstIndex(of: "."),
            !text.contains(" ")
        else { return nil }
        module = String(text[..<dot])
        className = String(text[text.index(after: dot)..<slash])
        method = String(text[text.index(after: slash)...])
        guard !module.isEmpty, !className.isEmpty, !method.isEmpty else { return nil }
    }

    init(module: String, className: String, method: String) {
        self.module = module
        self.className = className
        self.method = method
    }

    static func < (lhs: TestName, rhs: TestName) -> Bool { lhs.specifier < rhs.specifier }

    /// The names a test binary's `--list-tests` output lists, sorted.
    static func list(fromListing output: String) -> [TestName] {
        Set(output.split(separator: "\n").compactMap { TestName(specifier: $0) }).sorted()
    }
}

/// Which tests one machine of several runs (`--shard I/N`): the sorted list dealt out in turn,
/// so each shard gets every Nth test and the split stays the same for the same list on every
/// machine, whatever order the binary lists them in.
struct TestShard: Equatable, Sendable {
    /// 1-based.
    var index: Int
    var count: Int

    /// `I/N` with 1 ≤ I ≤ N.
    init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    func select(_ tests: [TestName]) -> [TestName] {
        tests.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
