import OpenUIKit

/// The last page: the summary, Done (unwinds to the presenter, `formCompleted:`) and Clear
/// (unwinds to the first page, `clearForm:`). Neither action is here: the unwind search finds
/// the controller that has it.
@Connectable
public final class FormReviewPageViewController: UIViewController {
    @Outlet public weak var summaryLabel: UILabel!
    public var draft = FormDraft()

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        summaryLabel.text = draft.summary
    }
}
