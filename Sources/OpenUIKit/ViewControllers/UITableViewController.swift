import Foundation

/// A controller whose view is a table, and the table's data source and delegate. It reloads the
/// table the first time it appears and clears the selection each time it appears again (unless
/// told not to), as UIKit's does. A storyboard's static table is answered from the cells the
/// storyboard made; a subclass with dynamic content overrides the data source methods, which
/// are declared here so that `override` works as it does against UIKit.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style
    open var clearsSelectionOnViewWillAppear = true
    private var hasAppeared = false

    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

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

    open func numberOfSections(in tableView: UITableView) -> Int {
        staticSections?.count ?? 1
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = staticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].cells.count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = staticSections, sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        {
            return sections[indexPath.section].cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.flatMap { $0.indices.contains(section) ? $0[section].headerTitle : nil }
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticSections.flatMap { $0.indices.contains(section) ? $0[section].footerTitle : nil }
    }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { staticSections == nil }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
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

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
