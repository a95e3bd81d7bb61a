import Foundation

/// A controller whose view is a table, and the table's data source and delegate. It reloads the
/// table the first time it appears and clears the selection each time it appears again (unless
/// told not to), as UIKit's does. A storyboard's static table is answered from the cells the
/// storyboard made; a subclass with dynamic content overrides the data source methods, which
/// are declared here so that `override` works as it does against UIKit.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style
    /// Whether the selection is cleared each time the view appears again; `true` by default.
    open var clearsSelectionOnViewWillAppear = true
    private var hasAppeared = false

    /// Creates a controller whose table view has the given style.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table view, unless a nib supplies the view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view, as a table (set with the view).
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return view as? UITableView
        }
        set { view = newValue }
    }

    /// The table's pull-to-refresh control (`UIScrollView.refreshControl`).
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    open override func loadView() {
        super.loadView()
        if let table = view as? UITableView {
            // A storyboard's table connects its data source and delegate by outlets; a static
            // one needs this controller to answer for it whatever the outlets say.
            if table.dataSource == nil, table.staticSections != nil || storyboardScene == nil {
                table.dataSource = self
            }
            if table.delegate == nil, table.staticSections != nil || storyboardScene == nil { table.delegate = self }
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Reloads the table the first time the view appears, and clears its selection the times after when
    /// `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = view as? UITableView else { return }
        if !hasAppeared {
            hasAppeared = true
            table.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for indexPath in table.indexPathsForSelectedRows ?? [] {
                table.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    private var staticSections: [StaticTableSection]? { (view as? UITableView)?.staticSections }

    // MARK: UITableViewDataSource

    /// The number of sections: a static table's count, else 1 unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int {
        staticSections?.count ?? 1
    }

    /// The number of rows in a section: a static table's count, else 0 unless overridden.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = staticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].cells.count
    }

    /// The cell for a row: a static table's cell, else an empty cell unless overridden to dequeue and configure one.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = staticSections, sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        {
            return sections[indexPath.section].cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The title of a section's header: a static table's title, else `nil` unless overridden.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.flatMap { $0.indices.contains(section) ? $0[section].headerTitle : nil }
    }

    /// The title of a section's footer: a static table's title, else `nil` unless overridden.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticSections.flatMap { $0.indices.contains(section) ? $0[section].footerTitle : nil }
    }

    /// Whether a row can be edited: `false` in a static table, else `true` unless overridden.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { staticSections == nil }
    /// Whether a row can be moved; `false` unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits an insertion or deletion the user asked for; does nothing unless overridden.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Moves a row's data after the user moves the row; does nothing unless overridden.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// The titles of the section index; `nil` (no index) unless overridden.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    // MARK: UITableViewDelegate

    /// A static cell's own level, else 0.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        if let sections = staticSections, sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        {
            return sections[indexPath.section].cells[indexPath.row].indentationLevel
        }
        return 0
    }

    /// A static cell's height from the storyboard, else the table's.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let sections = staticSections, sections.indices.contains(indexPath.section),
            sections[indexPath.section].heights.indices.contains(indexPath.row),
            let height = sections[indexPath.section].heights[indexPath.row]
        {
            return height
        }
        return tableView.rowHeight
    }

    /// The estimated height of a row: the table's `estimatedRowHeight` unless overridden.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The height of a section's header: the table's `sectionHeaderHeight` unless overridden.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The height of a section's footer: the table's `sectionFooterHeight` unless overridden.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The estimated height of a section's header: the table's `estimatedSectionHeaderHeight`
    /// unless overridden.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The estimated height of a section's footer: the table's `estimatedSectionFooterHeight`
    /// unless overridden.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// Called before a section's header view shows; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Called before a section's footer view shows; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Called after a section's header view stops showing; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Called after a section's footer view stops showing; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// The row focus goes to first; nil (the table's choice) unless overridden.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// A custom view for a section's header; `nil` (the standard header) unless overridden.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// A custom view for a section's footer; `nil` (the standard footer) unless overridden.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Called before a row's cell is shown; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Called after a row's cell leaves the table; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {}
    /// Whether a row highlights when touched; `true` unless overridden.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Called after a row highlights; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Called after a row stops being highlighted; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row to select in place of the one the user picked, or `nil` to select none; the same row unless overridden.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Called after the user selects a row; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row to deselect in place of the given one, or `nil` to deselect none; the same row unless overridden.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Called after the user deselects a row; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Called when the user taps a row's detail accessory button; does nothing unless overridden.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// The editing control a row shows in editing mode; `.delete` unless overridden.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    /// The swipe actions at a row's leading edge; `nil` (none) unless overridden.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// The swipe actions at a row's trailing edge; `nil` (the standard Delete when the row can be deleted) unless
    /// overridden.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// The row actions a trailing swipe reveals when there is no trailing configuration; `nil`
    /// (the standard Delete) unless overridden.
    open func tableView(
        _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath
    )
        -> [UITableViewRowAction]?
    { nil }
    /// The context menu for a long press on a row; `nil` (none) unless overridden.
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// The view lifted while a row's menu shows; `nil` (the cell) unless overridden.
    open func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Where the preview goes as a row's menu leaves; `nil` (back to the cell) unless overridden.
    open func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Called when a row menu's preview is tapped; does nothing unless overridden.
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// Called as a row's menu appears; does nothing unless overridden.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Called as a row's menu goes; does nothing unless overridden.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
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
