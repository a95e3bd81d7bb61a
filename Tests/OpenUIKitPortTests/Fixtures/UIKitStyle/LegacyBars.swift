// What older UIKit apps still write, unchanged but for being a fixture: a clear navigation bar
// from empty images, tab bar images, recognizers made before their target, thumbnails and
// relative dates for a feed.
import UIKit

class LegacyFeedViewController: UITableViewController {
    private let pan = UIPanGestureRecognizer()
    private let formatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        formatter.dateTimeStyle = .named
        formatter.formattingContext = .beginningOfSentence
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.setBackgroundImage(nil, for: .topAttached, barMetrics: .compact)
        navigationController?.toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
        tabBarController?.tabBar.backgroundImage = UIImage()
        tabBarController?.tabBar.shadowImage = UIImage()
        tabBarController?.tabBar.selectionIndicatorImage = UIImage(named: "selection")
        pan.addTarget(self, action: Selector("panned:"))
        view.addGestureRecognizer(pan)
        let space = view.window?.windowScene?.coordinateSpace
        _ = space?.bounds
    }

    func panned(_ sender: UIPanGestureRecognizer) {}

    func caption(for date: Date) -> String {
        formatter.localizedString(for: date, relativeTo: Date())
    }

    func thumbnail(of image: UIImage, in cell: UITableViewCell) {
        let button = UIButton(type: .system)
        button.adjustsImageSizeForAccessibilityContentSizeCategory = true
        cell.imageView?.adjustsImageSizeForAccessibilityContentSizeCategory = true
        cell.imageView?.image = image.preparingThumbnail(of: CGSize(width: 60, height: 60))
        image.prepareThumbnail(of: CGSize(width: 120, height: 120)) { thumbnail in
            DispatchQueue.main.async { cell.imageView?.image = thumbnail }
        }
        Task {
            let large = await image.byPreparingThumbnail(ofSize: CGSize(width: 300, height: 300))
            cell.imageView?.image = large
        }
    }
}

final class AppearanceSetup {
    static func apply() {
        UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
        UINavigationBar.appearance().shadowImage = UIImage()
        UITabBar.appearance().shadowImage = UIImage()
        UITabBar.appearance().backgroundImage = UIImage()
    }
}
