import OpenUIKit

/// Page one: who is signing up. Clear on the last page unwinds here (`clearForm:`), popping
/// the pages after it and emptying the draft.
@Connectable
public final class FormNamePageViewController: UIViewController {
    @Outlet public var nameButtons: [UIButton]!
    @Outlet public weak var pickedLabel: UILabel!
    @Outlet public weak var nextButton: UIButton!
    public var draft = FormDraft()
    public private(set) var clears = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        update()
    }

    @IBAction func pickName(_ sender: UIButton) {
        draft.name = sender.configuration?.title ?? sender.title(for: .normal)
        update()
    }

    /// Clear on the last page: back to this page with an empty draft.
    @IBAction func clearForm(_ segue: UIStoryboardSegue) {
        clears += 1
        draft.clear()
        update()
    }

    public override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "next" || draft.name != nil
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        (segue.destination as? FormPlanPageViewController)?.draft = draft
    }

    private func update() {
        pickedLabel.text = draft.name.map { "Signing up: \($0)" } ?? "Pick a name to go on."
        nextButton.isEnabled = draft.name != nil
        for button in nameButtons {
            let title = button.configuration?.title
            button.configuration?.baseBackgroundColor = title == draft.name ? .systemBlue : .secondarySystemFill
            button.configuration?.baseForegroundColor = title == draft.name ? .white : .label
        }
    }
}
