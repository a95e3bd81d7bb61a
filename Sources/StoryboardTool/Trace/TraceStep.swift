/// One thing `storyboard trace` does after the launch, written as a command-line word:
/// `showDetail` (a segue identifier, or a segue's element id for segues without one),
/// `unwind:doneEditing:`, `pop`, `dismiss`. `segue:pop` performs a segue whose identifier is a
/// reserved word.
public enum TraceStep: Equatable, Sendable, CustomStringConvertible {
    /// The segue with this identifier (or element id), from the front-most controller whose
    /// scene has it.
    case segue(String)
    /// The exit segue to this action, from the front-most controller whose scene has one.
    case unwind(action: String)
    /// The front-most navigation controller pops its top controller.
    case pop
    /// The front-most presented controller is dismissed.
    case dismiss

    /// Reads a step; nil for an empty name.
    public init?(_ text: String) {
        if text.hasPrefix("unwind:") {
            let action = String(text.dropFirst("unwind:".count))
            guard !action.isEmpty else { return nil }
            self = .unwind(action: action)
        } else if text.hasPrefix("segue:") {
            let identifier = String(text.dropFirst("segue:".count))
            guard !identifier.isEmpty else { return nil }
            self = .segue(identifier)
        } else if text == "pop" {
            self = .pop
        } else if text == "dismiss" {
            self = .dismiss
        } else if text.isEmpty {
            return nil
        } else {
            self = .segue(text)
        }
    }

    /// How the trace heads the step's events.
    public var description: String {
        switch self {
        case .segue(let identifier): "perform \(identifier)"
        case .unwind(let action): "unwind \(action)"
        case .pop: "pop"
        case .dismiss: "dismiss"
        }
    }
}
