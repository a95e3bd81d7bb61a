/// An unknown the solver finds a value for. Identity matters, not the name: two variables with
/// one name are two unknowns.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let name: String
    /// The value of the last `Solver.updateVariables()`.
    public internal(set) var value: Double = 0
    /// Its symbol in the first solver that met it (by `Solver.serial`; 0: none), so that
    /// solver finds it without hashing; any other solver keeps it in a table.
    var solverSlot: (serial: Int, symbol: Symbol) = (0, Symbol(id: 0, kind: .external))

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name
    }
}
