import OpenUIKit

/// A tab bar at the top of its children, written only with OpenUIKit's public API — the same
/// containment calls any UIKit app would make. Selecting a tab swaps the children with
/// `transition(from:to:duration:options:animations:completion:)`.
final class TopTabsController: UIViewController, StoryboardRelationshipContainer {
    static let barHeight: CGFloat = 44

    private let bar = UIView()
    private var buttons: [UIControl] = []
    private(set) var selectedIndex = 0

    /// The tabs; setting them before the view loads is enough.
    var viewControllers: [UIViewController] = [] {
        didSet { if isViewLoaded { rebuild() } }
    }

    var selectedViewController: UIViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    // A storyboard's tab bar controller scene of this class gives the tabs by relationship.
    static let storyboardRelationships = ["viewControllers"]

    func setStoryboardChildren(_ children: [UIViewController], forRelationship relationship: String) {
        viewControllers += children
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.backgroundColor = .secondarySystemBackground
        view.addSubview(bar)
        rebuild()
    }

    /// Puts the bar under the top safe area and keeps the selected child below it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        bar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: Self.barHeight)
        let width = view.bounds.width / CGFloat(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.barHeight)
        }
        selectedViewController?.view.frame = contentFrame
    }

    private var contentFrame: CGRect {
        let top = view.safeAreaInsets.top + Self.barHeight
        return CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    /// A tap on a tab's button selects it.
    func select(_ index: Int, animated: Bool = true) {
        guard viewControllers.indices.contains(index), index != selectedIndex,
            let from = selectedViewController
        else { return }
        let to = viewControllers[index]
        selectedIndex = index
        for (position, button) in buttons.enumerated() { button.isSelected = position == index }
        addChild(to)
        to.view.frame = contentFrame
        from.willMove(toParent: nil)
        transition(
            from: from, to: to, duration: animated ? 0.25 : 0, options: [.transitionCrossDissolve],
            animations: nil
        ) { _ in
            to.didMove(toParent: self)
            from.removeFromParent()
        }
    }

    /// Replaces the buttons and shows the selected tab, the containment guide's way: add the
    /// child, add its view, then didMove.
    private func rebuild() {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        buttons.forEach { $0.removeFromSuperview() }
        buttons = viewControllers.enumerated().map { index, controller in
            let button = UIControl(frame: .zero)
            button.accessibilityIdentifier = controller.title
            button.addAction(
                UIAction(title: controller.title ?? "") { [weak self] _ in self?.select(index) },
                for: .touchUpInside)
            bar.addSubview(button)
            return button
        }
        selectedIndex = min(selectedIndex, max(viewControllers.count - 1, 0))
        guard let selected = selectedViewController else { return }
        addChild(selected)
        selected.view.frame = contentFrame
        view.addSubview(selected.view)
        selected.didMove(toParent: self)
        buttons[selectedIndex].isSelected = true
    }

    /// The bar's buttons, for the host's input (and for the example's scripted taps).
    var tabButtons: [UIControl] { buttons }
}
