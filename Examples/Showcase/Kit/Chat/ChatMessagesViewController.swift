import OpenUIKit

/// The conversation: bubbles stacked upward from the bottom, newest last, as a messenger shows
/// them. Its scene holds the stack and a note under it; the bubbles are made in code because
/// they come and go.
@Connectable
public final class ChatMessagesViewController: UIViewController {
    @Outlet weak var stack: UIStackView!

    public private(set) var messages: [ChatMessage] = [
        ChatMessage(text: "Are we still on for the demo today?", isMine: false),
        ChatMessage(text: "Yes! The storyboard app runs on Linux now.", isMine: true),
        ChatMessage(text: "Segues and unwinds too?", isMine: false),
        ChatMessage(text: "Every kind. Open the tray for a quick reply.", isMine: true),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        for message in messages { stack.addArrangedSubview(ChatBubbleView(message)) }
    }

    public func append(_ message: ChatMessage) {
        messages.append(message)
        guard isViewLoaded else { return }
        stack.addArrangedSubview(ChatBubbleView(message))
    }
}
