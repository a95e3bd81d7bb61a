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

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        let shareCommand = UIKeyCommand(title: "Share", action: Selector("share:"), input: "s", modifierFlags: [.command])
        let shareMenu = UIMenu(title: "", options: [.displayInline], children: [shareCommand])
        builder.insertChild(shareMenu, atStartOfMenu: .file)
        builder.insertSibling(UIMenu(title: "Entries", children: []), afterMenu: .edit)
        builder.remove(menu: .format)
        builder.replaceChildren(ofMenu: .help) { $0 + [UICommand(title: "Guide", action: Selector("guide:"))] }
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

/// Menus as apps write them: a pull-down button, a pop-up button, a bar button item's menu, a
/// context menu on a view with a preview, table rows' menus, deferred elements, validation.
class SortViewController: UITableViewController, UIContextMenuInteractionDelegate {
    let sortButton = UIButton(type: .system)
    var ascending = true

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = UIAction(title: "Name", image: UIImage(systemName: "textformat"), state: .on) { [weak self] action in
            self?.title = action.title
        }
        let date = UIAction(title: "Date", subtitle: "Newest first", image: UIImage(systemName: "calendar")) { _ in }
        let recent = UIDeferredMenuElement.uncached { completion in
            DispatchQueue.main.async { completion([UIAction(title: "Recent") { _ in }]) }
        }
        sortButton.menu = UIMenu(title: "Sort By", options: .singleSelection, children: [name, date, recent])
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
        sortButton.addAction(UIAction { [weak self] _ in self?.ascending.toggle() }, for: .menuActionTriggered)

        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
        let more = UIMenu(title: "More", image: UIImage(systemName: "ellipsis"), children: [
            UIMenu(title: "", options: .displayInline, children: [UICommand(title: "Refresh", action: Selector("refresh:"))]),
            UIDeferredMenuElement { completion in completion([]) },
            delete,
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: more)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: more)
        let interaction = UIContextMenuInteraction(delegate: self)
        view.addInteraction(interaction)
        _ = view.interactions.count
        interaction.updateVisibleMenu { $0.replacingChildren([]) }
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            UIMenu(title: "", children: suggestedActions + [UIAction(title: "Pin") { _ in }])
        }
    }

    override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        animator.addCompletion {
            if let preview = animator.previewViewController { self.show(preview, sender: self) }
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let point = interaction.location(in: tableView)
        guard tableView.indexPathForRow(at: point) != nil else { return nil }
        return UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: { UIViewController() }, actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }])
        })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        animator?.addAnimations { self.view.alpha = 1 }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12)
        return UITargetedPreview(view: view, parameters: parameters)
    }

    override func validate(_ command: UICommand) {
        switch command.action {
        case Selector("refresh:"):
            command.attributes = ascending ? [] : [.disabled]
            command.state = .mixed
        default:
            break
        }
    }
}

/// A game loop, property animators, Core Animation and visual effects, as apps write them.
class AnimationsViewController: UIViewController, CAAnimationDelegate, UIPreviewInteractionDelegate {
    private var displayLink: CADisplayLink?
    private var lastFrameTime = CACurrentMediaTime()
    private let ring = CAShapeLayer()
    private let blurView = UIVisualEffectView(effect: nil)
    private var animator: UIViewPropertyAnimator?
    private var preview: UIPreviewInteraction?

    override func viewDidLoad() {
        super.viewDidLoad()
        displayLink = CADisplayLink(target: self, selector: Selector("step:", AnimationsViewController.step))
        displayLink?.preferredFramesPerSecond = 30
        displayLink?.add(to: .main, forMode: .common)

        let sprite = UIImageView(image: UIImage(named: "sprite")?.stretchableImage(withLeftCapWidth: 4, topCapHeight: 4))
        sprite.layer.magnificationFilter = .nearest
        sprite.layer.minificationFilter = .trilinear
        view.addSubview(sprite)

        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = nil
        ring.lineWidth = 6
        ring.lineCap = .round
        view.layer.addSublayer(ring)

        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        blurView.contentView.addSubview(vibrancy)
        view.addSubview(blurView)
        preview = UIPreviewInteraction(view: view)
        preview?.delegate = self
    }

    func step(_ link: CADisplayLink) {
        let timeStep = min(1.0 / 20, link.timestamp - lastFrameTime)
        lastFrameTime = link.timestamp
        if timeStep > 1 { link.invalidate() }
    }

    func drawRing() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { print("drawn") }
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        draw.delegate = self
        ring.add(draw, forKey: "draw")
        CATransaction.commit()

        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, 0]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.isAdditive = true
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.fromValue = 0.9
        pulse.toValue = 1
        pulse.damping = 8
        pulse.duration = pulse.settlingDuration
        let group = CAAnimationGroup()
        group.animations = [shake, pulse]
        group.duration = 1
        view.layer.add(group, forKey: nil)

        let fade = CATransition()
        fade.type = .push
        fade.subtype = .fromRight
        view.layer.add(fade, forKey: kCATransition)
        if view.layer.animation(forKey: "draw") == nil { view.layer.removeAllAnimations() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { ring.removeAnimation(forKey: "draw") }
    }

    func toggleBlur(_ blurred: Bool) {
        UIViewPropertyAnimator(duration: 0.55, controlPoint1: CGPoint(x: 0.57, y: -0.4), controlPoint2: CGPoint(x: 0.96, y: 0.87)) {
            self.blurView.effect = blurred ? UIBlurEffect(style: .dark) : nil
        }.startAnimation()
        let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations({ self.view.alpha = 0.5 }, delayFactor: 0.5)
        animator.addCompletion { position in
            switch position {
            case .end: print("end")
            case .start: print("start")
            case .current: break
            }
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        self.animator = animator
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
            self.view.transform = .identity
        }, completion: nil)
    }

    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool) {
        animator?.fractionComplete = transitionProgress
        if ended {
            animator?.stopAnimation(false)
            animator?.finishAnimation(at: .end)
        }
    }

    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) {
        guard let snapshot = view.snapshotView(afterScreenUpdates: false) else { return }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 33)).image { context in
            UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 10).fill()
        }
        (view.subviews.first as? UISearchBar)?.setSearchFieldBackgroundImage(image, for: .normal)
        view.addSubview(snapshot)
    }
}

/// A transition animator whose animations an interactive transition can pause and reverse.
class ScaleTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.75 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let animator = UIViewPropertyAnimator(duration: 0.75, dampingRatio: 0.7)
        animator.addAnimations { transitionContext.view(forKey: .to)?.alpha = 1 }
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }
}
