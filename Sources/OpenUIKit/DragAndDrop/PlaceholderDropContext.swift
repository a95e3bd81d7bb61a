import Foundation

/// A drop into a table's or collection view's placeholder: the drop's animator, and the
/// insertion it commits once, into the list it was made for.
@MainActor
final class PlaceholderDropContext: NSObject, UITableViewDropPlaceholderContext,
    UICollectionViewDropPlaceholderContext
{
    let dragItem: UIDragItem
    private let animator: any UIDragAnimating
    private let indexPath: IndexPath
    private let insert: (IndexPath) -> Void
    private var isSettled = false

    init(
        dragItem: UIDragItem, animator: any UIDragAnimating, indexPath: IndexPath,
        insert: @escaping (IndexPath) -> Void
    ) {
        self.dragItem = dragItem
        self.animator = animator
        self.indexPath = indexPath
        self.insert = insert
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !isSettled else { return false }
        isSettled = true
        dataSourceUpdates(indexPath)
        insert(indexPath)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard !isSettled else { return false }
        isSettled = true
        return true
    }
}
