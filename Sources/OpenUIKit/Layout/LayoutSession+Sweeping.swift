import Cassowary
import Foundation

/// Leaving: what a pass no longer reaches taken out of the solver.
extension LayoutSession {
    /// Takes out, before anything is added, the constraints no longer installed: one
    /// deactivated and its replacement activated before this pass would otherwise meet in the
    /// solver, and the replacement be reported as conflicting with a constraint that is gone.
    func releaseUninstalled(keeping constraints: [NSLayoutConstraint]) {
        guard installed.count > 0 else { return }
        var current: [ObjectIdentifier: Int] = [:]
        current.reserveCapacity(constraints.count)
        for constraint in constraints { current[ObjectIdentifier(constraint)] = constraint.serial }
        for (id, entry) in installed where current[id] != entry.serial {
            installed[id] = nil
            drop(entry)
        }
    }

    /// Takes out what this pass did not reach: views gone from the subtree, constraints no
    /// longer installed, guides nothing refers to any more.
    func sweep() {
        for (id, entry) in installed where entry.pass != pass {
            installed[id] = nil
            drop(entry)
        }
        for (id, entry) in placed where entry.pass != pass {
            placed[id] = nil
            drop(entry)
        }
        for (id, entry) in contentBoxes where entry.pass != pass {
            contentBoxes[id] = nil
            drop(entry)
        }
    }

    func drop(_ entry: Placed) {
        loosened = loosened || !entry.constraints.isEmpty
        remove(entry.constraints)
        entry.constraints = []
        dropped += 1
    }

    func drop(_ entry: Installed) {
        if let solverConstraint = entry.solverConstraint {
            loosened = true
            owners[ObjectIdentifier(solverConstraint)] = nil
            try? solver.removeConstraint(solverConstraint)
        }
        dropped += 1
    }

    func remove(_ constraints: [Constraint]) {
        for constraint in constraints where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
        }
    }
}
