import Cassowary

/// State OpenUIKit keeps twice for speed (a navigation controller's stack beside its children,
/// a layout session's installed constraints beside their owners, the solver's rows beside its
/// column index) is compared after every change in debug builds when tests switch the checks
/// on; a disagreement traps, naming it. Off by default: the checks walk whole structures.
@_spi(Testing) public enum InvariantChecks {
    @MainActor private static var enabled = false

    /// Whether the checks run (the solver's included).
    @MainActor public static var isEnabled: Bool {
        get { enabled }
        set {
            enabled = newValue
            Solver.checksInvariants = newValue
        }
    }

    /// Traps with `subject` and what disagrees when checks are on and `violations` finds any.
    @MainActor static func verify(_ subject: @autoclosure () -> String, _ violations: () -> [String]) {
        #if DEBUG
            guard enabled else { return }
            let found = violations()
            if !found.isEmpty { fatalError("\(subject()): " + found.joined(separator: "; ")) }
        #endif
    }
}
