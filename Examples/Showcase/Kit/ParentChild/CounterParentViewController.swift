import OpenUIKit

/// A parent whose embedded child owns its button. The parent never touches the button; it hears
/// about taps as the child's delegate, which it becomes when the embed segue is prepared (before
/// the child's view loads, E-1).
@Connectable
public final class CounterParentViewController: UIViewController, CounterChildDelegate {
    @Outlet public weak var reportLabel: UILabel!
    public private(set) var child: CounterChildViewController?

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let child = segue.destination as? CounterChildViewController {
            child.delegate = self
            self.child = child
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        reportLabel.text = "The child has not been tapped yet."
    }

    public func counterChild(_ child: CounterChildViewController, didCount count: Int) {
        reportLabel.text = count == 1 ? "The child reported 1 tap." : "The child reported \(count) taps."
    }
}
