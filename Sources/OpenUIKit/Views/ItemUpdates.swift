import Foundation

/// Rows or items inserted, deleted, reloaded and moved in one update of a table or collection
/// view, and where each old index path ends up after it.
struct ItemUpdates {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    /// Sections came, went or were reloaded: the view reloads everything.
    var sectionsChanged = false

    /// Where each old index path is after the update (deleted ones have none), or UIKit's
    /// "Invalid update" text when the new counts do not add up. `noun` is "rows" or "items",
    /// `view` "table view" or "collection view".
    func mapping(
        oldCounts: [Int], newCounts: [Int], noun: String, view: String
    ) -> Result<[IndexPath: IndexPath], InvalidUpdate> {
        guard newCounts.count == oldCounts.count else {
            return .failure(
                InvalidUpdate(
                    reason:
                        "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(view) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
                ))
        }
        var mapping: [IndexPath: IndexPath] = [:]
        for section in newCounts.indices {
            let deletedRows = Set(deleted.filter { $0.section == section }.map(\.row))
            let insertedRows = Set(inserted.filter { $0.section == section }.map(\.row))
            let movedOut = Set(moved.filter { $0.from.section == section }.map(\.from.row))
            let movedIn = moved.filter { $0.to.section == section }
            let expected = oldCounts[section] - deletedRows.count + insertedRows.count - movedOut.count + movedIn.count
            guard expected == newCounts[section] else {
                return .failure(
                    InvalidUpdate(
                        reason:
                            "Invalid update: invalid number of \(noun) in section \(section). The number of \(noun) contained in an existing section after the update (\(newCounts[section])) must be equal to the number of \(noun) contained in that section before the update (\(oldCounts[section])), plus or minus the number of \(noun) inserted or deleted from that section (\(insertedRows.count) inserted, \(deletedRows.count) deleted) and plus or minus the number of \(noun) moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."
                    ))
            }
            // New positions taken by inserted and moved-in rows; the rest keep their order.
            let taken = insertedRows.union(movedIn.map(\.to.row))
            var free = (0..<newCounts[section]).filter { !taken.contains($0) }.makeIterator()
            for row in 0..<oldCounts[section] where !deletedRows.contains(row) && !movedOut.contains(row) {
                guard let new = free.next() else { break }
                mapping[IndexPath(row: row, section: section)] = IndexPath(row: new, section: section)
            }
        }
        for move in moved { mapping[move.from] = move.to }
        return .success(mapping)
    }

    struct InvalidUpdate: Error {
        let reason: String
    }

    static let animationDuration: TimeInterval = 0.3

    /// The update's animation: the views that stay slide from where they were to where they
    /// are now (`destination`), new ones fade in, leaving ones fade out and are then let go.
    @MainActor
    static func animate(
        kept: [(view: UIView, from: CGRect)], arrived: [UIView], leaving: [UIView],
        destination: @escaping @MainActor (UIView) -> CGRect?, release: @escaping @MainActor () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        for (view, from) in kept { view.frame = from }
        for view in arrived { view.alpha = 0 }
        UIView.animate(
            withDuration: animationDuration,
            animations: {
                for (view, _) in kept {
                    if let frame = destination(view) { view.frame = frame }
                }
                for view in arrived { view.alpha = 1 }
                for view in leaving { view.alpha = 0 }
            },
            completion: { finished in
                for view in leaving { view.alpha = 1 }
                release()
                completion?(finished)
            })
    }
}
