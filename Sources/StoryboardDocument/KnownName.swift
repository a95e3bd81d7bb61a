/// Names every tree interns first, in this order, so their numbers are known without a lookup.
/// Each case is spelled as the name it stands for.
enum KnownName: UInt16, CaseIterable {
    case id, connections, segue, outlet, outletCollection, action, constraint, rect

    /// Every case's UTF-8, made once.
    static let spellings: [[UInt8]] = allCases.map { Array("\($0)".utf8) }

    /// Elements validation looks at: those that name other elements by id, and frames.
    var isChecked: Bool { self != .id && self != .connections }
}
