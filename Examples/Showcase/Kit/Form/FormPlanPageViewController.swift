import OpenUIKit

/// Page two: how many seats, and whether to send updates.
@Connectable
public final class FormPlanPageViewController: UIViewController {
    @Outlet public weak var seatsLabel: UILabel!
    @Outlet public weak var seatsStepper: UIStepper!
    @Outlet public weak var updatesSwitch: UISwitch!
    public var draft = FormDraft()

    public override func viewDidLoad() {
        super.viewDidLoad()
        seatsStepper.value = Double(draft.seats)
        updatesSwitch.isOn = draft.wantsUpdates
        update()
    }

    @IBAction func seatsChanged(_ sender: UIStepper) {
        draft.seats = Int(sender.value)
        update()
    }

    @IBAction func updatesChanged(_ sender: UISwitch) {
        draft.wantsUpdates = sender.isOn
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        (segue.destination as? FormReviewPageViewController)?.draft = draft
    }

    private func update() {
        seatsLabel.text = draft.seats == 1 ? "1 seat" : "\(draft.seats) seats"
    }
}
