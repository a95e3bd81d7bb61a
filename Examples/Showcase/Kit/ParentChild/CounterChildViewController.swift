import OpenUIKit

/// The delegate a counter child reports its taps to.
@MainActor
public protocol CounterChildDelegate: AnyObject {
    func counterChild(_ child: CounterChildViewController, didCount count: Int)
}

/// A child embedded in its parent's container view that owns its button: the button is in the
/// child's scene and its action comes here, not to the parent. The child keeps its own count
/// and tells its delegate (the parent, set in the parent's `prepare(for:sender:)`).
@Connectable
public final class CounterChildViewController: UIViewController {
    @Outlet public weak var countLabel: UILabel!
    @Outlet public weak var tapButton: UIButton!
    public weak var delegate: CounterChildDelegate?
    public private(set) var count = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        update()
    }

    @IBAction func tapped(_ sender: UIButton) {
        count += 1
        update()
        delegate?.counterChild(self, didCount: count)
    }

    private func update() {
        countLabel.text = "\(count)"
    }
}
