import Foundation

/// The parsed form of every predicate made from a format string, so a store can translate it to
/// SQL. Foundation's `NSPredicate` keeps only the block these predicates evaluate with, and an
/// extension cannot add storage, so the forms live here, keyed by the predicate and dropped once
/// it is freed (swept whenever the table has doubled since the last sweep: amortized O(1) a
/// predicate).
final class ParsedPredicates: @unchecked Sendable {
    static let shared = ParsedPredicates()

    private struct Entry {
        weak var predicate: NSPredicate?
        var node: PredicateNode
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    func record(_ node: PredicateNode, for predicate: NSPredicate) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(predicate)] = Entry(predicate: predicate, node: node)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.predicate != nil }
            sweepAt = max(64, entries.count * 2)
        }
    }

    /// The parsed form of `predicate`: its own for one made from a format, its subpredicates'
    /// joined for an `NSCompoundPredicate` of such; nil for a block predicate, whose test
    /// nothing can read.
    func node(of predicate: NSPredicate) -> PredicateNode? {
        if let compound = predicate as? NSCompoundPredicate {
            var parts: [PredicateNode] = []
            for part in compound.subpredicates {
                guard let node = node(of: part) else { return nil }
                parts.append(node)
            }
            switch compound.compoundPredicateType {
            case .and: return .and(parts)
            case .or: return .or(parts)
            case .not: return parts.count == 1 ? .not(parts[0]) : nil
            @unknown default: return nil
            }
        }
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
        return entry.node
    }
}
