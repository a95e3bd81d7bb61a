import OpenUIKit

/// The drop-down tray of quick replies. It owns its buttons (their actions come here, in its
/// own scene) and tells whoever holds it which reply was picked.
@Connectable
public final class ChatTrayViewController: UIViewController {
    @Outlet var replyButtons: [UIButton]!
    /// Set by the chat screen.
    public var onReply: ((String) -> Void)?

    @IBAction func pickReply(_ sender: UIButton) {
        onReply?(sender.configuration?.title ?? sender.title(for: .normal) ?? "")
    }
}
