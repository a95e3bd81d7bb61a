import OpenUIKit

/// A parent that swaps the child of its container view from the storyboard: the segmented
/// control performs the scene's custom segues (`CrossDissolveSwapSegue`, a
/// `ContainerSwapSegue`), which replace the container's child with `transition(from:to:)`.
@Connectable
public final class SwapParentViewController: UIViewController {
    @Outlet public weak var statusLabel: UILabel!
    @Outlet public weak var segments: UISegmentedControl!
    public private(set) var swaps = 0

    /// The segues by segment, in the segments' order.
    private static let segueIdentifiers = ["photos", "albums"]

    /// The child now in the container view.
    public var shownChild: UIViewController? { children.last }

    public override func viewDidLoad() {
        super.viewDidLoad()
        update()
    }

    @IBAction func segmentChanged(_ sender: UISegmentedControl) {
        guard Self.segueIdentifiers.indices.contains(sender.selectedSegmentIndex) else { return }
        performSegue(withIdentifier: Self.segueIdentifiers[sender.selectedSegmentIndex], sender: sender)
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard segue is ContainerSwapSegue else { return }
        swaps += 1
        (segue.destination as? SwapChildViewController)?.onAppear = { [weak self] in self?.update() }
    }

    private func update() {
        let name = shownChild?.title ?? "nothing"
        statusLabel.text =
            swaps == 0
            ? "Showing \(name), embedded by the storyboard"
            : "Showing \(name) after \(swaps) swap\(swaps == 1 ? "" : "s")"
    }
}
