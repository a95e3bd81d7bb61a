/// A linear expression: a sum of variables times coefficients, plus a constant.
public struct LinearExpression: CustomStringConvertible, Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// The expression's value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: -rhs)
    }
}

/// Arithmetic on variables makes expressions.
extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([(rhs, lhs)]) }
}
