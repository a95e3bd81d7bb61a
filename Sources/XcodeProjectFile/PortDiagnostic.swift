import Foundation

/// Something about an input file that stops or limits a port, located to its file, line and
/// column as a compiler's message is, so an editor can jump to it.
public struct PortDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int = 0, column: Int = 0, severity: Severity = .error, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `file:line:column: error: message`; a diagnostic about the whole file has no position.
    public var description: String {
        let position = line > 0 ? ":\(line):\(column)" : ""
        return "\(file)\(position): \(severity.rawValue): \(message)"
    }
}
