import TestSupport
import XCTest

@testable import Cassowary

final class SolverTests: XCTestCase {
    /// Every change the tests make is checked against the tableau's invariants.
    override func setUp() {
        super.setUp()
        Solver.checksInvariants = true
    }

    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    func testRequiredEqualitiesAndInequalities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, constant(20)))
        try solver.addConstraint(Constraint(x + 10, .equal, LinearExpression(y)))
        try solver.addConstraint(Constraint(LinearExpression(y), .lessThanOrEqual, constant(100)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        XCTAssertEqual(y.value, 30, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testPreferencesGiveWayToRequiredConstraints() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint(Constraint(LinearExpression(width), .equal, constant(100), priority: 250))
        try solver.addConstraint(Constraint(LinearExpression(width), .lessThanOrEqual, constant(60)))
        solver.updateVariables()
        XCTAssertEqual(width.value, 60, accuracy: 1e-9)
        XCTAssertEqual(solver.errorsByPriority.first?.error ?? 0, 40, accuracy: 1e-9)
    }

    /// No amount of error at a lower priority outweighs error at a higher one: a thousand
    /// preferences at 499 that all want `w` to be 0 lose to one at 500 that wants 100. A
    /// weighted sum (kiwi's strengths) would let the thousand win.
    func testPrioritiesAreLexicographic() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(Constraint(LinearExpression(w), .equal, constant(100), priority: 500))
        for index in 0..<1000 {
            let a = Variable("a\(index)")
            try solver.addConstraint(Constraint(LinearExpression(a), .equal, LinearExpression(w)))
            try solver.addConstraint(Constraint(LinearExpression(a), .equal, constant(0), priority: 499))
        }
        solver.updateVariables()
        XCTAssertEqual(w.value, 100, accuracy: 1e-6)
        // One more level up decides again, whatever was settled below.
        try solver.addConstraint(Constraint(LinearExpression(w), .lessThanOrEqual, constant(30), priority: 501))
        solver.updateVariables()
        XCTAssertEqual(w.value, 30, accuracy: 1e-6)
    }

    func testRemovingAConstraintResolves() throws {
        let solver = Solver()
        let x = Variable("x")
        let cap = Constraint(LinearExpression(x), .lessThanOrEqual, constant(10))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, constant(50), priority: 750))
        try solver.addConstraint(cap)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        try solver.removeConstraint(cap)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        XCTAssertFalse(solver.hasConstraint(cap))
        XCTAssertThrowsError(try solver.removeConstraint(cap)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(cap))
        }
        let twice = Constraint(LinearExpression(x), .greaterThanOrEqual, constant(0))
        try solver.addConstraint(twice)
        XCTAssertThrowsError(try solver.addConstraint(twice)) {
            XCTAssertEqual($0 as? SolverError, .duplicateConstraint(twice))
        }
    }

    /// Conflicting required constraints are refused, naming those they conflict with, and the
    /// solver goes on with the rest.
    func testUnsatisfiableRequiredConstraintsNameTheirConflicts() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let ten = Constraint(LinearExpression(x), .equal, constant(10), label: "x = 10")
        let link = Constraint(LinearExpression(y), .equal, x + 5, label: "y = x + 5")
        try solver.addConstraint(ten)
        try solver.addConstraint(link)
        let bad = Constraint(LinearExpression(y), .equal, constant(40), label: "y = 40")
        XCTAssertThrowsError(try solver.addConstraint(bad)) { error in
            guard case let .unsatisfiableConstraint(constraint, others) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(constraint === bad)
            XCTAssertEqual(Set(others.compactMap(\.label)), ["x = 10", "y = x + 5"])
        }
        // Inequalities conflict through the dual simplex.
        let floor = Constraint(LinearExpression(y), .greaterThanOrEqual, constant(100), label: "y ≥ 100")
        XCTAssertThrowsError(try solver.addConstraint(floor)) { error in
            guard case let .unsatisfiableConstraint(_, others) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertFalse(others.isEmpty)
        }
        XCTAssertFalse(solver.hasConstraint(bad))
        solver.updateVariables()
        XCTAssertEqual(y.value, 15, accuracy: 1e-9)
        // A preference that cannot hold is no error.
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, constant(40), priority: 999))
        solver.updateVariables()
        XCTAssertEqual(y.value, 15, accuracy: 1e-9)
    }

    func testAmbiguity() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x + y, .equal, constant(10)))
        XCTAssertFalse(solver.ambiguousVariables().isEmpty)
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, constant(3)))
        XCTAssertEqual(solver.ambiguousVariables(), [])
        solver.updateVariables()
        XCTAssertEqual(y.value, 7, accuracy: 1e-9)
    }

    /// WORKLOADS.md's chain at a small size: the weak widths cannot all hold; any widths that
    /// fill the container are optimal, with a total error of 40 per view.
    func testChainOfViewsFillsItsContainer() throws {
        let count = 10
        let solver = Solver()
        let containerLeft = Variable("container.left"), containerWidth = Variable("container.width")
        let total = Double(60 * count + 8 * (count + 1))
        try solver.addConstraint(Constraint(LinearExpression(containerLeft), .equal, constant(0)))
        try solver.addConstraint(Constraint(LinearExpression(containerWidth), .equal, constant(total)))
        var lefts: [Variable] = [], widths: [Variable] = []
        for index in 0..<count {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            let previous = index == 0 ? containerLeft + 8 : lefts[index - 1] + widths[index - 1] + 8
            try solver.addConstraint(Constraint(LinearExpression(left), .equal, previous))
            try solver.addConstraint(Constraint(LinearExpression(width), .greaterThanOrEqual, constant(20)))
            try solver.addConstraint(Constraint(LinearExpression(width), .equal, constant(100), priority: 1))
            lefts.append(left)
            widths.append(width)
        }
        try solver.addConstraint(
            Constraint(containerLeft + containerWidth, .equal, lefts[count - 1] + widths[count - 1] + 8))
        solver.updateVariables()
        XCTAssertEqual(widths.reduce(0) { $0 + $1.value }, Double(60 * count), accuracy: 1e-6)
        XCTAssertTrue(widths.allSatisfy { $0.value >= 20 - 1e-9 })
        XCTAssertEqual(solver.errorsByPriority.last?.error ?? 0, Double(40 * count), accuracy: 1e-6)
    }

    /// Suggestions reach the optimum a fresh solve reaches with the suggested values as
    /// preferences of the edit's priority.
    func testSuggestionsMatchAFreshSolve() throws {
        var generator = SplitMix64(seed: 11)
        for round in 0..<100 {
            let variables = (0..<4).map { Variable("v\($0)") }
            var constraints: [Constraint] = []
            for _ in 0..<6 {
                let a = variables[Int(generator.next() % 4)], b = variables[Int(generator.next() % 4)]
                let relation: Constraint.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][
                    Int(generator.next() % 3)]
                let priority = [1000.0, 500, 250, 1][Int(generator.next() % 4)]
                constraints.append(
                    Constraint(a - b * 0.25 - Double(generator.next() % 50), relation, priority: priority))
            }
            let solver = Solver()
            var kept: [Constraint] = []
            for constraint in constraints where (try? solver.addConstraint(constraint)) != nil {
                kept.append(constraint)
            }
            let edited = variables[0]
            try solver.addEditVariable(edited, priority: 600)
            for _ in 0..<8 {
                let value = Double(generator.next() % 200) - 50
                try solver.suggestValue(value, for: edited)
                XCTAssertTrue(solver.isFeasible, "round \(round)")
                let fresh = Solver()
                for constraint in kept { try fresh.addConstraint(constraint) }
                try fresh.addConstraint(
                    Constraint(LinearExpression(edited), .equal, LinearExpression(constant: value), priority: 600))
                assertSameErrors(solver, fresh, "round \(round)")
            }
        }
    }

    /// An edit variable follows suggestions through the dual simplex.
    func testEditVariables() throws {
        let solver = Solver()
        let width = Variable("window.width"), left = Variable("left"), right = Variable("right")
        try solver.addConstraint(Constraint(LinearExpression(left), .equal, constant(20)))
        try solver.addConstraint(Constraint(LinearExpression(right), .equal, width - 20))
        try solver.addConstraint(Constraint(right - left, .greaterThanOrEqual, constant(100)))
        try solver.addEditVariable(width, priority: 750)
        XCTAssertThrowsError(try solver.addEditVariable(width, priority: 750))
        XCTAssertThrowsError(try solver.addEditVariable(Variable("z"), priority: 1000))
        for value in [400.0, 320, 100, 1000, 141, 140] {
            try solver.suggestValue(value, for: width)
            solver.updateVariables()
            XCTAssertEqual(left.value, 20, accuracy: 1e-9)
            XCTAssertEqual(width.value, max(value, 140), accuracy: 1e-9, "suggested \(value)")
            XCTAssertEqual(right.value, max(value, 140) - 20, accuracy: 1e-9)
        }
        try solver.removeEditVariable(width)
        XCTAssertFalse(solver.hasEditVariable(width))
        XCTAssertThrowsError(try solver.suggestValue(10, for: width))
    }

    /// Adding and removing in any order reaches the same optimum as solving the final set
    /// afresh: random systems, compared by their errors at each priority.
    func testIncrementalChangesMatchAFreshSolve() throws {
        var generator = SplitMix64(seed: 7)
        for round in 0..<300 {
            let variables = (0..<5).map { Variable("v\($0)") }
            var pool: [Constraint] = []
            for _ in 0..<14 {
                let a = variables[Int(generator.next() % 5)], b = variables[Int(generator.next() % 5)]
                let constant = Double(generator.next() % 100)
                let relation: Constraint.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][
                    Int(generator.next() % 3)]
                let priority = [1000.0, 750, 500, 250, 1][Int(generator.next() % 5)]
                pool.append(Constraint(a - b * 0.5 - constant, relation, priority: priority))
            }
            let incremental = Solver()
            var active: [Constraint] = []
            for step in 0..<30 {
                let candidate = pool[Int(generator.next() % UInt64(pool.count))]
                if let index = active.firstIndex(where: { $0 === candidate }), step % 3 == 0 {
                    try incremental.removeConstraint(candidate)
                    active.remove(at: index)
                } else if !incremental.hasConstraint(candidate), (try? incremental.addConstraint(candidate)) != nil {
                    active.append(candidate)
                }
                XCTAssertTrue(incremental.isFeasible, "round \(round) step \(step)")
            }
            let fresh = Solver()
            for constraint in active { try fresh.addConstraint(constraint) }
            assertSameErrors(incremental, fresh, "round \(round)")
            // Every required constraint holds.
            incremental.updateVariables()
            for constraint in active where constraint.isRequired {
                let value = constraint.expression.value
                switch constraint.relation {
                case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6)
                case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6)
                case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6)
                }
            }
        }
    }
}

extension SolverTests {
    /// After every single step — an add, a refused add, a remove, a suggestion — the solver is
    /// at the optimum a fresh solve of the same constraints reaches, and every required
    /// constraint holds. Variables are chained as in layouts (each defined through others), so
    /// definitions, their removal and the dual simplex's refusals are all exercised.
    func testEveryStepMatchesAFreshSolve() throws {
        var generator = SplitMix64(seed: 19)
        for round in 0..<200 {
            let variables = (0..<6).map { Variable("v\($0)") }
            var pool: [Constraint] = []
            for index in 0..<16 {
                let a = variables[Int(generator.next() % 6)], b = variables[Int(generator.next() % 6)],
                    c = variables[Int(generator.next() % 6)]
                let constant = Double(generator.next() % 100)
                let relation: Constraint.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][
                    Int(generator.next() % 3)]
                let priority = [1000.0, 1000, 750, 500, 250, 1][Int(generator.next() % 6)]
                let expression = index % 2 == 0 ? a - b - constant : a - b - c * 0.5 - constant
                pool.append(Constraint(expression, relation, priority: priority))
            }
            let solver = Solver()
            let edited = variables[5]
            try solver.addEditVariable(edited, priority: 600)
            var active: [Constraint] = []
            var suggestion = 0.0
            for step in 0..<40 {
                let candidate = pool[Int(generator.next() % UInt64(pool.count))]
                if step % 7 == 3 {
                    suggestion = Double(generator.next() % 300) - 100
                    try solver.suggestValue(suggestion, for: edited)
                } else if let index = active.firstIndex(where: { $0 === candidate }), step % 3 == 0 {
                    try solver.removeConstraint(candidate)
                    active.remove(at: index)
                } else if !solver.hasConstraint(candidate), (try? solver.addConstraint(candidate)) != nil {
                    active.append(candidate)
                }
                XCTAssertTrue(solver.isFeasible, "round \(round) step \(step)")
                let fresh = Solver()
                for constraint in active { try fresh.addConstraint(constraint) }
                try fresh.addConstraint(
                    Constraint(LinearExpression(edited), .equal, LinearExpression(constant: suggestion), priority: 600))
                assertSameErrors(solver, fresh, "round \(round) step \(step)")
                solver.updateVariables()
                for constraint in active where constraint.isRequired {
                    let value = constraint.expression.value
                    switch constraint.relation {
                    case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "round \(round) step \(step)")
                    case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "round \(round) step \(step)")
                    case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "round \(round) step \(step)")
                    }
                }
            }
        }
    }

    /// A required constraint that cannot hold is refused after the dual simplex has pivoted,
    /// and the solver is back where it was: same values, same answers to later changes.
    func testRefusalAfterPivotingRestoresTheSolver() throws {
        let solver = Solver()
        let width = Variable("container"), a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(LinearExpression(width), .equal, constant(100)))
        try solver.addConstraint(Constraint(LinearExpression(a), .greaterThanOrEqual, constant(30)))
        try solver.addConstraint(Constraint(LinearExpression(b), .greaterThanOrEqual, constant(30)))
        try solver.addConstraint(Constraint(LinearExpression(a), .equal, constant(60), priority: 250))
        try solver.addConstraint(Constraint(LinearExpression(b), .equal, constant(60), priority: 250))
        try solver.addConstraint(Constraint(a + b, .lessThanOrEqual, LinearExpression(width)))
        solver.updateVariables()
        XCTAssertEqual(a.value + b.value, 100, accuracy: 1e-9)
        let before = (a.value, b.value)
        // a + b ≥ 120 pivots a and b upwards before finding that the container cannot hold them.
        let tooWide = Constraint(a + b, .greaterThanOrEqual, constant(120), label: "too wide")
        XCTAssertThrowsError(try solver.addConstraint(tooWide)) { error in
            guard case let .unsatisfiableConstraint(constraint, _) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(constraint === tooWide)
        }
        XCTAssertFalse(solver.hasConstraint(tooWide))
        XCTAssertTrue(solver.isFeasible)
        solver.updateVariables()
        XCTAssertEqual(a.value, before.0, accuracy: 1e-9)
        XCTAssertEqual(b.value, before.1, accuracy: 1e-9)
        try solver.addConstraint(Constraint(LinearExpression(a), .lessThanOrEqual, constant(35)))
        solver.updateVariables()
        XCTAssertEqual(a.value, 35, accuracy: 1e-9)
        XCTAssertEqual(b.value, 60, accuracy: 1e-9)
    }

    /// Removing the constraint a variable was solved from frees it, and the variables defined
    /// through it follow whatever defines it next.
    func testRemovingTheDefiningConstraint() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let pin = Constraint(LinearExpression(x), .equal, constant(10))
        try solver.addConstraint(pin)
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, x + 5))
        try solver.addConstraint(Constraint(LinearExpression(z), .equal, y * 2))
        solver.updateVariables()
        XCTAssertEqual(z.value, 30, accuracy: 1e-9)
        try solver.removeConstraint(pin)
        XCTAssertEqual(Set(solver.ambiguousVariables().map(\.name)), ["x", "y", "z"])
        try solver.addConstraint(Constraint(LinearExpression(z), .equal, constant(50)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        XCTAssertEqual(y.value, 25, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    /// Hundreds of preferences on one variable (every cell's width equal to the first's) give
    /// way together when a required constraint moves it.
    func testManyPreferencesOnOneVariable() throws {
        let solver = Solver()
        let first = Variable("w0")
        var widths = [first]
        try solver.addConstraint(Constraint(LinearExpression(first), .greaterThanOrEqual, constant(10)))
        try solver.addConstraint(Constraint(LinearExpression(first), .equal, constant(100), priority: 1))
        for index in 1..<300 {
            let width = Variable("w\(index)")
            try solver.addConstraint(Constraint(LinearExpression(width), .equal, LinearExpression(first)))
            try solver.addConstraint(Constraint(LinearExpression(width), .equal, constant(100), priority: 1))
            widths.append(width)
        }
        try solver.addConstraint(Constraint(LinearExpression(first), .equal, constant(40)))
        solver.updateVariables()
        XCTAssertTrue(widths.allSatisfy { abs($0.value - 40) < 1e-9 })
        XCTAssertEqual(solver.errorsByPriority.last?.error ?? 0, 300 * 60, accuracy: 1e-6)
    }
}

/// Two solvers reached the same optimum: the same error at every priority that has one.
func assertSameErrors(
    _ left: Solver, _ right: Solver, _ message: String, file: StaticString = #filePath, line: UInt = #line
) {
    let lhs = left.errorsByPriority.filter { $0.error > 1e-7 }, rhs = right.errorsByPriority.filter { $0.error > 1e-7 }
    XCTAssertEqual(lhs.map(\.priority), rhs.map(\.priority), message, file: file, line: line)
    for (l, r) in zip(lhs, rhs) { XCTAssertEqual(l.error, r.error, accuracy: 1e-6, message, file: file, line: line) }
}

extension SolverTests {
    /// A constant moved in place gives what removing the constraint and adding it with the new
    /// constant gives, for every kind of constraint, and a required one that can no longer hold
    /// is refused with the solver left as it was.
    func testSetConstantMatchesAFreshSolve() throws {
        var generator = SplitMix64(seed: 23)
        for round in 0..<150 {
            let variables = (0..<5).map { Variable("v\($0)") }
            var constraints: [Constraint] = []
            for index in 0..<10 {
                let a = variables[Int(generator.next() % 5)], b = variables[Int(generator.next() % 5)]
                let relation: Constraint.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][
                    Int(generator.next() % 3)]
                let priority = [1000.0, 1000, 750, 250, 1][Int(generator.next() % 5)]
                let expression =
                    index % 2 == 0
                    ? a - b - Double(generator.next() % 100) : a - b * 0.5 - Double(generator.next() % 100)
                constraints.append(Constraint(expression, relation, priority: priority))
            }
            let solver = Solver()
            var active: [Constraint] = []
            for constraint in constraints where (try? solver.addConstraint(constraint)) != nil {
                active.append(constraint)
            }
            for step in 0..<12 {
                let constraint = active[Int(generator.next() % UInt64(active.count))]
                let old = constraint.expression.constant
                let new = old + Double(Int(generator.next() % 81) - 40)
                do {
                    try solver.setConstant(new, of: constraint)
                    XCTAssertEqual(constraint.expression.constant, new)
                } catch SolverError.unsatisfiableConstraint(let refused, _) {
                    XCTAssertTrue(refused === constraint && constraint.isRequired, "round \(round) step \(step)")
                    XCTAssertEqual(constraint.expression.constant, old)
                    // With the new constant the set really cannot hold.
                    let check = Solver()
                    for other in active where other !== constraint { try check.addConstraint(other) }
                    XCTAssertThrowsError(
                        try check.addConstraint(Constraint(constraint.expression + (new - old), constraint.relation)))
                }
                XCTAssertTrue(solver.isFeasible, "round \(round) step \(step)")
                let fresh = Solver()
                for other in active {
                    try fresh.addConstraint(Constraint(other.expression, other.relation, priority: other.priority))
                }
                assertSameErrors(solver, fresh, "round \(round) step \(step)")
            }
        }
    }

    /// A window's width moved by one point re-solves a chain of views without rebuilding it.
    func testSetConstantResizesAChain() throws {
        let solver = Solver()
        let width = Variable("window"), size = Constraint(LinearExpression(width), .equal, constant(700))
        try solver.addConstraint(size)
        var previous = LinearExpression(constant: 0)
        var views: [Variable] = []
        for index in 0..<50 {
            let left = Variable("left\(index)"), view = Variable("width\(index)")
            try solver.addConstraint(Constraint(LinearExpression(left), .equal, previous + 8))
            try solver.addConstraint(Constraint(LinearExpression(view), .greaterThanOrEqual, constant(2)))
            try solver.addConstraint(Constraint(LinearExpression(view), .equal, constant(10), priority: 250))
            previous = left + view
            views.append(view)
        }
        try solver.addConstraint(Constraint(previous + 8, .equal, LinearExpression(width)))
        // The views need 8 · 51 + 2 · 50 = 508 at least.
        for value in [600.0, 601, 520, 1000, 800] {
            try solver.setConstant(-value, of: size)
            solver.updateVariables()
            XCTAssertEqual(width.value, value, accuracy: 1e-9)
            XCTAssertEqual(views.reduce(0) { $0 + $1.value }, value - 8 * 51, accuracy: 1e-6)
        }
        XCTAssertThrowsError(try solver.setConstant(-500, of: size))
        solver.updateVariables()
        XCTAssertEqual(width.value, 800, accuracy: 1e-9)
    }
}
