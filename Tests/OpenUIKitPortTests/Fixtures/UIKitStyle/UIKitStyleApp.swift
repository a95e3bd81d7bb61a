// Code as a UIKit app writes it, unchanged but for the import: the outside client the
// compatibility test compiles against OpenUIKit.
import OpenUIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
}

class LoggingViewController: UIViewController {
    let brand = #colorLiteral(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        configure(self)
        UserDefaults.standard.setValue(true, forKey: "launched")
    }

    deinit {
        print("LoggingViewController deinit")
    }
}

class MainWindow: UIWindow {
    deinit {}
}

class RatingStack: UIStackView {
    deinit {
        print("gone")
    }
}

/// A nonisolated helper in a protocol extension calling controller API, which Apple's SDK
/// accepts in Swift 5 mode.
protocol Styling {}

extension Styling {
    func configure(_ controller: UIViewController) {
        controller.title = "Styled"
        controller.view.tintColor = .systemBlue
        controller.navigationItem.largeTitleDisplayMode = .never
    }
}

extension LoggingViewController: Styling {}

final class Feed {
    func load(_ url: URL, completion: @escaping (Int) -> Void) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        URLSession.shared.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            completion(status + (data?.count ?? 0) + (error == nil ? 0 : 1))
        }.resume()
    }
}

/// Accessibility as apps write it: properties overridden and set, a custom element, a post.
class StarButton: UIButton {
    override var accessibilityLabel: String? {
        get { "Star" }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.selected) }
        set { super.accessibilityTraits = newValue }
    }

    override func accessibilityActivate() -> Bool {
        isSelected.toggle()
        return true
    }

    deinit {
        print("gone")
    }
}

class ChartView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIAccessibilityElement(accessibilityContainer: self)
        bar.accessibilityLabel = "January"
        bar.accessibilityValue = "42"
        bar.accessibilityTraits = [.staticText, .updatesFrequently]
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 100)
        accessibilityElements = [bar]
        isAccessibilityElement = false
        accessibilityIdentifier = "chart"
        shouldGroupAccessibilityChildren = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func accessibilityIncrement() {
        UIAccessibility.post(notification: .announcement, argument: "More")
    }

    func reload() {
        UIAccessibility.post(notification: .layoutChanged, argument: self)
        if UIAccessibility.isVoiceOverRunning {
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }
}

/// A captioned value whose baselines are its caption's, lined up with a neighbour's text.
class CaptionedValueView: UIView {
    let caption = UILabel()

    override var forFirstBaselineLayout: UIView { caption }
    override var forLastBaselineLayout: UIView { caption }

    func align(with neighbour: UILabel) -> [NSLayoutConstraint] {
        [
            firstBaselineAnchor.constraint(equalTo: neighbour.firstBaselineAnchor),
            lastBaselineAnchor.constraint(equalToSystemSpacingBelow: neighbour.lastBaselineAnchor, multiplier: 1),
            UISwitch().lastBaselineAnchor.constraint(equalTo: caption.lastBaselineAnchor),
        ]
    }
}

/// What apps ask of the device: idiom-dependent layout, a version string, battery and orientation.
class DeviceInfoViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let device = UIDevice.current
        label.text = "\(device.systemName) \(device.systemVersion) on \(device.model)"
        if device.userInterfaceIdiom == .pad { label.font = .systemFont(ofSize: 24) }
        device.isBatteryMonitoringEnabled = true
        if device.batteryState == .unplugged, device.batteryLevel < 0.2 { label.textColor = .red }
        device.beginGeneratingDeviceOrientationNotifications()
        _ = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
        ) { _ in }
        _ = device.identifierForVendor?.uuidString
        _ = UIDevice.current.orientation.isLandscape
    }
}

/// Pull to refresh as a table controller sets it up.
class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Updating")
        control.tintColor = .systemGray
        control.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        refreshControl = control
        tableView.refreshControl?.beginRefreshing()
    }

    func reload() {
        if refreshControl?.isRefreshing == true { refreshControl?.endRefreshing() }
    }
}
