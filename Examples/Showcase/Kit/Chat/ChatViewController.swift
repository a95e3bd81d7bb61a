import OpenUIKit

/// The chat screen the project began with: a conversation with a tray of quick replies that
/// drops down from under the contact's header. Both parts are scenes of the storyboard that
/// this parent makes by identifier and adds as children when its view loads, and never twice:
/// the children are made once (lazily) and added only when they are not already its children,
/// so a second view load (UIKit unloads views) only puts their views back.
@Connectable
public final class ChatViewController: UIViewController {
    /// The contact's header; the conversation is below it and the tray drops from under it.
    @Outlet public weak var header: UIView!
    @Outlet public weak var repliesButton: UIButton!
    /// The conversation, below everything.
    public private(set) lazy var messages: ChatMessagesViewController = makeChild(identifier: "ChatMessages")
    /// The quick replies, dropped down over the conversation.
    public private(set) lazy var tray: ChatTrayViewController = makeChild(identifier: "ChatTray")
    public private(set) var isTrayOpen = false
    /// How many children this controller made; the setup's guard keeps it at two.
    public private(set) var madeChildren = 0

    /// Clips the tray while it slides, and is hidden while the tray is closed so it takes no taps.
    private let trayHost = UIView()
    private let dimming = UIView()
    /// The tray's top on the host's top (open), or its bottom there (closed, out of sight).
    private var trayOpenConstraint: NSLayoutConstraint?
    private var trayClosedConstraint: NSLayoutConstraint?

    private func makeChild<Child: UIViewController>(identifier: String) -> Child {
        madeChildren += 1
        guard let child = storyboard?.instantiateViewController(withIdentifier: identifier) as? Child else {
            fatalError("Showcase.storyboard has no \(Child.self) scene named \(identifier)")
        }
        return child
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        embed(messages, in: view, at: 0) { conversation in
            NSLayoutConstraint.activate([
                conversation.topAnchor.constraint(equalTo: header.bottomAnchor),
                conversation.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                conversation.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                conversation.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
        // The dimming and the tray's host are this controller's own views, moved into each
        // view it loads, above the conversation and below nothing.
        for overlay in [dimming, trayHost] {
            overlay.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(overlay)
            NSLayoutConstraint.activate([
                overlay.topAnchor.constraint(equalTo: header.bottomAnchor),
                overlay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                overlay.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
        dimming.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        embed(tray, in: trayHost, at: 0) { tray in
            trayOpenConstraint = tray.topAnchor.constraint(equalTo: trayHost.topAnchor)
            trayClosedConstraint = tray.bottomAnchor.constraint(equalTo: trayHost.topAnchor)
            NSLayoutConstraint.activate([
                trayClosedConstraint!,
                tray.leadingAnchor.constraint(equalTo: trayHost.leadingAnchor),
                tray.trailingAnchor.constraint(equalTo: trayHost.trailingAnchor),
                trayHost.heightAnchor.constraint(equalTo: tray.heightAnchor),
            ])
        }
        tray.onReply = { [weak self] reply in self?.send(reply) }
        if dimming.gestureRecognizers?.isEmpty ?? true {
            dimming.backgroundColor = UIColor.black.withAlphaComponent(0.25)
            dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: "dimmingTapped:"))
            trayHost.clipsToBounds = true
        }
        // A view loaded anew starts with the tray closed.
        isTrayOpen = false
        trayOpenConstraint?.isActive = false
        trayClosedConstraint?.isActive = true
        trayHost.isHidden = true
        dimming.isHidden = true
        dimming.alpha = 0
    }

    /// The containment guide's steps for a child made once: added once (addChild, didMove), and
    /// its view put into `container` whenever it is not there, placed by `place`.
    private func embed(_ child: UIViewController, in container: UIView, at index: Int, place: (UIView) -> Void) {
        let isNew = child.parent !== self
        if isNew { addChild(child) }
        if child.view.superview !== container {
            child.view.translatesAutoresizingMaskIntoConstraints = false
            container.insertSubview(child.view, at: index)
            place(child.view)
        }
        if isNew { child.didMove(toParent: self) }
    }

    /// The header's Quick replies button.
    @IBAction func toggleTray(_ sender: UIButton) {
        setTrayOpen(!isTrayOpen, animated: true)
    }

    /// A tap on the dimmed conversation closes the tray.
    @IBAction func dimmingTapped(_ sender: UITapGestureRecognizer) {
        setTrayOpen(false, animated: true)
    }

    /// Slides the tray down from under the header (or back up) by swapping the constraint that
    /// holds it and animating the layout, dimming the conversation behind it.
    public func setTrayOpen(_ open: Bool, animated: Bool) {
        guard open != isTrayOpen else { return }
        isTrayOpen = open
        repliesButton.configuration?.title = open ? "Close" : "Quick replies"
        view.layoutIfNeeded()
        if open {
            trayHost.isHidden = false
            dimming.isHidden = false
        }
        // Off with the old, then on with the new: never both at once.
        (open ? trayClosedConstraint : trayOpenConstraint)?.isActive = false
        (open ? trayOpenConstraint : trayClosedConstraint)?.isActive = true
        UIView.animate(
            withDuration: animated ? 0.3 : 0, delay: 0, options: [.curveEaseInOut],
            animations: {
                self.dimming.alpha = open ? 1 : 0
                self.view.layoutIfNeeded()
            },
            completion: { _ in
                guard !self.isTrayOpen else { return }
                self.trayHost.isHidden = true
                self.dimming.isHidden = true
            })
    }

    /// A quick reply goes into the conversation, and the tray closes.
    public func send(_ reply: String) {
        messages.append(ChatMessage(text: reply, isMine: true))
        setTrayOpen(false, animated: true)
    }
}
