import OpenUIKit

/// A container with its tab bar at the top, as the project's first users wanted one: not a
/// `UITabBarController` subclass, yet its storyboard scene is a tab bar controller scene whose
/// relationship segues give it its tabs (`StoryboardRelationshipContainer`). Selecting a tab
/// swaps the children with `transition(from:to:)`, fading between them, while the underline
/// slides to the selected title.
public final class TopTabBarController: UIViewController, StoryboardRelationshipContainer {
    public static let storyboardRelationships = ["viewControllers"]
    static let barHeight: CGFloat = 48

    public private(set) var viewControllers: [UIViewController] = []
    public private(set) var selectedIndex = 0
    public private(set) var tabButtons: [UIButton] = []

    private let bar = UIView()
    private let buttonRow = UIStackView()
    private let underline = UIView()
    private let separator = UIView()
    private let content = UIView()
    private var underlineLeading: NSLayoutConstraint?

    public var selectedViewController: UIViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    public func setStoryboardChildren(_ children: [UIViewController], forRelationship relationship: String) {
        viewControllers += children
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for subview in [bar, content] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bar.backgroundColor = .systemBackground
        buttonRow.axis = .horizontal
        buttonRow.distribution = .fillEqually
        underline.backgroundColor = .systemBlue
        underline.layer.cornerRadius = 1.5
        separator.backgroundColor = .separator
        for subview in [buttonRow, separator, underline] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(subview)
        }
        tabButtons = viewControllers.enumerated().map { index, child in
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: child.title ?? "Tab \(index + 1)") { [weak self] _ in
                    self?.select(index)
                })
            button.titleLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
            buttonRow.addArrangedSubview(button)
            return button
        }
        let guide = view.safeAreaLayoutGuide
        let count = CGFloat(max(viewControllers.count, 1))
        let leading = underline.leadingAnchor.constraint(equalTo: bar.leadingAnchor)
        underlineLeading = leading
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: guide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: Self.barHeight),
            buttonRow.topAnchor.constraint(equalTo: bar.topAnchor),
            buttonRow.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            buttonRow.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            buttonRow.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            separator.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / max(traitCollection.displayScale, 1)),
            leading,
            underline.widthAnchor.constraint(equalTo: bar.widthAnchor, multiplier: 1 / count),
            underline.heightAnchor.constraint(equalToConstant: 3),
            underline.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            content.topAnchor.constraint(equalTo: bar.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        guard let selected = selectedViewController else { return }
        // The containment guide's order: add the child, add its view, then didMove.
        addChild(selected)
        embedView(of: selected)
        selected.didMove(toParent: self)
        updateTabs()
    }

    private func embedView(of child: UIViewController) {
        child.view.frame = content.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(child.view)
    }

    /// A tap on a tab's title: the old child is told it leaves, the new one is added, and the
    /// two views swap in one transition, the new one fading in.
    public func select(_ index: Int, animated: Bool = true) {
        guard viewControllers.indices.contains(index), index != selectedIndex, let from = selectedViewController else {
            return
        }
        let to = viewControllers[index]
        selectedIndex = index
        addChild(to)
        from.willMove(toParent: nil)
        to.view.frame = content.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        to.view.alpha = 0
        updateTabs()
        transition(
            from: from, to: to, duration: animated ? 0.25 : 0, options: [.curveEaseInOut],
            animations: {
                to.view.alpha = 1
                self.bar.layoutIfNeeded()
            },
            completion: { _ in
                to.didMove(toParent: self)
                from.removeFromParent()
            })
    }

    /// The selected title in the tint colour over the underline, the others grey.
    private func updateTabs() {
        for (index, button) in tabButtons.enumerated() {
            button.tintColor = index == selectedIndex ? .systemBlue : .secondaryLabel
        }
        placeUnderline()
    }

    /// The underline's offset follows the selected tab and the bar's width.
    private func placeUnderline() {
        let count = CGFloat(max(viewControllers.count, 1))
        underlineLeading?.constant = CGFloat(selectedIndex) * bar.bounds.width / count
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let before = underlineLeading?.constant
        placeUnderline()
        if underlineLeading?.constant != before { bar.setNeedsLayout() }
    }
}
