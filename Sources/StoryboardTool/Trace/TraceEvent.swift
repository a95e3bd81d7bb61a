/// One line of a lifecycle trace, with the step that caused it: `Detail.viewDidLoad` is
/// object `Detail`, call `viewDidLoad`; a free-form line (`⟨creator(coder)⟩`) has no object.
public struct TraceEvent: Equatable, Sendable {
    /// `launch`, or the step as `TraceStep` describes it.
    public var step: String
    public var line: String

    public init(step: String, line: String) {
        self.step = step
        self.line = line
    }

    /// The trace name before the first dot (names never hold one; calls may).
    public var object: String? {
        guard !line.hasPrefix("⟨"), let dot = line.firstIndex(of: ".") else { return nil }
        return String(line[..<dot])
    }

    public var call: String {
        guard let object else { return line }
        return String(line.dropFirst(object.count + 1))
    }

    /// The method name alone: `viewWillAppear` for `viewWillAppear(true)`.
    var method: String { String(call.prefix { $0 != "(" }) }

    var json: JSONValue {
        .object([("step", .string(step)), ("object", .optional(object)), ("call", .string(call))])
    }
}
