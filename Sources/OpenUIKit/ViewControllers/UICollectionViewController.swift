import Foundation

/// A controller whose view is a collection view, and its data source and delegate. It reloads
/// the collection the first time it appears and clears the selection each time it appears
/// again (unless told not to). The data source and delegate methods are declared here so a
/// subclass overrides them with `override`, as against UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    /// Whether the selection is cleared each time the view appears again; `true` by default.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press moves items; stored but not used here, where items cannot be moved interactively.
    open var installsStandardGestureForInteractiveMovement = true
    private var hasAppeared = false

    /// Creates a controller whose collection view uses the given layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose collection view uses a flow layout, unless a nib supplies the view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view, a collection view, loaded when first asked for; setting it replaces the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return view as? UICollectionView
        }
        set { view = newValue }
    }

    /// The collection view's layout, or the one given at creation before the view loads.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// Puts the collection view into editing too (iOS 14), so its list cells show their editing accessories.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    open override func loadView() {
        super.loadView()
        if let collection = view as? UICollectionView {
            if storyboardScene == nil {
                if collection.dataSource == nil { collection.dataSource = self }
                if collection.delegate == nil { collection.delegate = self }
            }
            return
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Reloads the collection view the first time the view appears, and clears its selection the times after when
    /// `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collection = view as? UICollectionView else { return }
        if !hasAppeared {
            hasAppeared = true
            collection.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for indexPath in collection.indexPathsForSelectedItems ?? [] {
                collection.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections; 1 unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// The number of items in a section; 0 unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for an item; override it to dequeue and configure a cell (the default is an empty cell).
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// Whether an item can be moved; `false` unless overridden, and not asked here.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Moves an item's data; does nothing unless overridden, and not called here.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    /// Whether an item highlights when touched; `true` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Called after an item highlights; does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Called after an item stops being highlighted; does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether an item can be selected; `true` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Whether an item can be deselected; `true` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Called after the user selects an item; does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Called after the user deselects an item; does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Called before an item's cell is shown; does nothing unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Called after an item's cell leaves the collection view; does nothing unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// The context menu for a long press on items (iOS 16): for one item, the single-item
    /// method's, unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// The context menu for a long press on an item; `nil` (none) unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// The view lifted while an item's menu shows (iOS 16); the older method's unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// Where the preview goes as an item's menu leaves (iOS 16); the older method's unless
    /// overridden.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// The view lifted while an item's menu shows; `nil` (the cell) unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Where the preview goes as an item's menu leaves; `nil` (back to the cell) unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Called when an item menu's preview is tapped; does nothing unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// Called as an item's menu appears; does nothing unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Called as an item's menu goes; does nothing unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    // MARK: UIScrollViewDelegate

    /// Called when the content scrolls; does nothing unless overridden.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Called when the user starts dragging the content; does nothing unless overridden.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Called when the user stops dragging the content; does nothing unless overridden.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Called when the content stops moving after a drag; does nothing unless overridden.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
