import OpenUIKit

/// A page view controller embedded in a container view, with this parent as its data source and
/// delegate. Pages are scenes made by identifier; the buttons turn them as a swipe would.
@Connectable
public final class PagesViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    @Outlet public weak var pageLabel: UILabel!
    @Outlet public weak var previousButton: UIButton!
    @Outlet public weak var nextButton: UIButton!
    public private(set) var pageViewController: UIPageViewController?
    public static let pageCount = 4

    public var currentIndex: Int {
        (pageViewController?.viewControllers?.first as? PageContentViewController)?.index ?? 0
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let pages = segue.destination as? UIPageViewController else { return }
        pages.dataSource = self
        pages.delegate = self
        pageViewController = pages
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        pageViewController?.setViewControllers([page(0)].compactMap { $0 }, direction: .forward, animated: false)
        update()
    }

    private func page(_ index: Int) -> PageContentViewController? {
        guard (0..<Self.pageCount).contains(index),
            let page = storyboard?.instantiateViewController(withIdentifier: "PageContent")
                as? PageContentViewController
        else { return nil }
        page.index = index
        return page
    }

    @IBAction func showNext(_ sender: UIButton) {
        turn(to: currentIndex + 1, direction: .forward)
    }

    @IBAction func showPrevious(_ sender: UIButton) {
        turn(to: currentIndex - 1, direction: .reverse)
    }

    private func turn(to index: Int, direction: UIPageViewController.NavigationDirection) {
        guard let pages = pageViewController, let next = page(index) else { return }
        pages.setViewControllers([next], direction: direction, animated: true) { [weak self] _ in self?.update() }
        update(showing: index)
    }

    private func update(showing index: Int? = nil) {
        let index = index ?? currentIndex
        pageLabel.text = "Page \(index + 1) of \(Self.pageCount)"
        previousButton.isEnabled = index > 0
        nextButton.isEnabled = index < Self.pageCount - 1
    }

    // MARK: UIPageViewControllerDataSource

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        page(((viewController as? PageContentViewController)?.index ?? 0) - 1)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        page(((viewController as? PageContentViewController)?.index ?? 0) + 1)
    }

    // MARK: UIPageViewControllerDelegate

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        update()
    }
}
