import Foundation

/// Where a table's rows come from. The two row methods are required, as in UIKit; the rest
/// answer as UIKit does when a data source leaves them out.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`, usually one from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections in the table.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, drawn in the table's style, or `nil` for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, drawn in the table's style, or `nil` for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited: show an editing control, and be swiped to Delete.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` can be moved; not asked here, where rows cannot be reordered by dragging.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits the insertion or deletion of the row at `indexPath` that the user asked for: update the data,
    /// then call `insertRows(at:with:)` or `deleteRows(at:with:)`.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row's data after the user moved it; never called here, where rows cannot be reordered by dragging.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along the table's side; not shown here.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    /// Returns 1: a single section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Returns `nil`: no header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns `nil`: no footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns `true`: every row can be edited, and so swiped to Delete.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns `false`: no row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing by default.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing by default.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// Returns `nil`: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
