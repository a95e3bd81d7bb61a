import Foundation

/// What the navigation bar shows for one controller: its title, its buttons, and the back
/// button the controller above it gets.
@preconcurrency @MainActor
open class UINavigationItem {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var prompt: String? { didSet { changed() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var backButtonTitle: String? { didSet { changed() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    open var style: ItemStyle = .navigator
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The bar showing this item, told when the item changes so it can refresh.
    weak var navigationBar: UINavigationBar?

    public init(title: String) {
        self.title = title
    }

    public init() {}

    public required init?(coder: NSCoder) {}

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func changed() {
        navigationBar?.itemDidChange(self)
    }
}
