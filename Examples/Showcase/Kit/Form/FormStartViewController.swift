import OpenUIKit

/// The form's presenter. It presents the form (a navigation controller of pages) and is where
/// the last page's Done button unwinds to (`formCompleted:`), which dismisses the form.
@Connectable
public final class FormStartViewController: UIViewController {
    @Outlet public weak var statusLabel: UILabel!
    @Outlet public weak var statusBadge: UIView!
    public private(set) var completions = 0
    /// The draft the form fills in; a new one each time the form opens.
    public private(set) var draft = FormDraft()

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard segue.identifier == "fill",
            let form = segue.destination as? UINavigationController,
            let first = form.viewControllers.first as? FormNamePageViewController
        else { return }
        draft = FormDraft()
        first.draft = draft
    }

    /// Done on the last page: the unwind search finds this action in the presenter and
    /// dismisses the form to get here.
    @IBAction func formCompleted(_ segue: UIStoryboardSegue) {
        completions += 1
        let draft = (segue.source as? FormReviewPageViewController)?.draft ?? draft
        statusLabel.text = "Sent: \(draft.summary)"
        statusBadge.backgroundColor = .systemGreen
    }
}
