import Foundation
import UIKit
import WebKit

/// Safari's view of a web page inside an app: a bar with Done, the page's host, Reader and
/// Share, over a web view (`WKWebView`, drawn by Chromium) showing the page. Only http and https
/// URLs open, as in Safari; another scheme is UIKit's `NSInvalidArgumentException`, reported,
/// and the controller shows an empty page.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// Who hears the load and Done.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bar's colour; nil for the system's.
    open var preferredBarTintColor: UIColor? {
        didSet { if isViewLoaded { applyColors() } }
    }
    /// The colour of the bar's buttons; nil for the system tint.
    open var preferredControlTintColor: UIColor? {
        didSet { if isViewLoaded { applyColors() } }
    }
    /// Which title closes the controller.
    open var dismissButtonStyle: DismissButtonStyle = .done {
        didSet { if isViewLoaded { applyDismissTitle() } }
    }
    /// How the controller shows its page.
    open private(set) var configuration: Configuration

    private let initialURL: URL
    /// The web view showing the page.
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    /// The bar above the page.
    let bar = UIView()
    /// The button that closes the controller.
    let dismissButton = UIButton(type: .system)
    /// The page's host, centred in the bar.
    let hostLabel = UILabel()
    /// Reader, drawn; Chromium has no reader mode, so it does nothing.
    let readerButton = UIButton(type: .system)
    /// Share: the system share sheet with the page's URL.
    let shareButton = UIButton(type: .system)
    private let loadWatcher = InitialLoadWatcher()

    /// A controller showing `URL` with `configuration`.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        if !["http", "https"].contains(URL.scheme?.lowercased() ?? "") {
            UIKitDiagnostics.handler(
                UIKitDiagnostic(
                    name: "NSInvalidArgumentException",
                    reason: "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."))
        }
    }

    /// A controller showing `URL`.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller showing `URL`, in Reader if `entersReaderIfAvailable`.
    @available(iOS, deprecated: 11.0, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(webView)
        view.addSubview(bar)
        hostLabel.text = initialURL.host
        hostLabel.textAlignment = .center
        hostLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        bar.addSubview(hostLabel)
        dismissButton.addAction(UIAction { [weak self] _ in self?.done() }, for: .touchUpInside)
        bar.addSubview(dismissButton)
        readerButton.setTitle("Aa", for: .normal)
        bar.addSubview(readerButton)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
        bar.addSubview(shareButton)
        applyDismissTitle()
        applyColors()
        loadWatcher.controller = self
        webView.navigationDelegate = loadWatcher
        if ["http", "https"].contains(initialURL.scheme?.lowercased() ?? "") {
            webView.load(URLRequest(url: initialURL))
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        let width = view.bounds.width
        bar.frame = CGRect(x: 0, y: 0, width: width, height: top + 44)
        dismissButton.frame = CGRect(x: 8, y: top, width: 64, height: 44)
        shareButton.frame = CGRect(x: width - 52, y: top, width: 44, height: 44)
        readerButton.frame = CGRect(x: width - 96, y: top, width: 44, height: 44)
        hostLabel.frame = CGRect(x: 80, y: top, width: max(0, width - 184), height: 44)
        webView.frame = CGRect(
            x: 0, y: bar.frame.maxY, width: width, height: max(0, view.bounds.height - bar.frame.maxY))
    }

    private func applyColors() {
        bar.backgroundColor = preferredBarTintColor ?? .secondarySystemBackground
        let tint = preferredControlTintColor ?? .systemBlue
        for button in [dismissButton, readerButton, shareButton] { button.tintColor = tint }
    }

    private func applyDismissTitle() {
        let title =
            switch dismissButtonStyle {
            case .done: "Done"
            case .close: "Close"
            case .cancel: "Cancel"
            }
        dismissButton.setTitle(title, for: .normal)
    }

    /// Done: the controller is dismissed, then the delegate hears it.
    func done() {
        dismiss(animated: true)
        delegate?.safariViewControllerDidFinish(self)
    }

    /// Share: the activity sheet with the page's URL and the delegate's activities.
    func share() {
        let pageURL = webView.url ?? initialURL
        let activities = delegate?.safariViewController(self, activityItemsFor: pageURL, title: webView.title) ?? []
        let sheet = UIActivityViewController(activityItems: [pageURL], applicationActivities: activities)
        present(sheet, animated: true)
    }

    /// The page's host, as the bar shows it.
    func pageChanged() {
        hostLabel.text = (webView.url ?? initialURL).host
    }

    func initialLoadEnded(_ success: Bool) {
        delegate?.safariViewController(self, didCompleteInitialLoad: success)
    }

    func initialLoadRedirected(to url: URL) {
        delegate?.safariViewController(self, initialLoadDidRedirectTo: url)
    }
}

/// Tells the controller how its first load ends, and each page's host.
@preconcurrency @MainActor
final class InitialLoadWatcher: WKNavigationDelegate {
    weak var controller: SFSafariViewController?
    private var reported = false

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        guard !reported, let url = webView.url else { return }
        controller?.initialLoadRedirected(to: url)
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        controller?.pageChanged()
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        controller?.pageChanged()
        report(true)
    }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        report(false)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        report(false)
    }

    private func report(_ success: Bool) {
        guard !reported else { return }
        reported = true
        controller?.initialLoadEnded(success)
    }
}
