/// A column of the tableau: an external variable, a slack of an inequality, an error of a
/// preference, or a dummy that marks a required equality. Ids order symbols for Bland's rule.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }

    let id: Int32
    let kind: Kind

    /// Slacks and errors may enter the basis; dummies stay at zero, externals are unrestricted.
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// Values this close to zero are zero: pivots accumulate rounding.
let epsilon = 1.0e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }
