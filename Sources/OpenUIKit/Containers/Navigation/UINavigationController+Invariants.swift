/// The stack is kept beside the containment it mirrors (N-1): every controller on it is a child,
/// once, and a child off it is one whose pop has not finished yet.
extension UINavigationController {
    func stackInvariantViolations() -> [String] {
        var violations: [String] = []
        let onStack = Set(stack.map(ObjectIdentifier.init))
        if onStack.count != stack.count { violations.append("a controller is on the stack twice") }
        for controller in stack where controller.parent !== self {
            violations.append(
                "\(objectDescription(controller)) is on the stack, its parent \(objectDescription(controller.parent))")
        }
        for child in childList
        where !onStack.contains(ObjectIdentifier(child)) && !awaitingRemoval.contains(where: { $0 === child }) {
            violations.append("\(objectDescription(child)) is a child, neither on the stack nor being popped")
        }
        return violations
    }

    /// Checks the stack after a change, when invariant checks are on.
    func checkStackInvariants() {
        InvariantChecks.verify(objectDescription(self)) { stackInvariantViolations() }
    }
}
