import OpenUIKit

/// A message as a rounded bubble hugging its text, on the side of whoever sent it. The bubble
/// sits in a full-width row so a vertical stack can hold messages of both sides.
final class ChatBubbleView: UIView {
    let message: ChatMessage
    private let bubble = UIView()
    private let label = UILabel()

    init(_ message: ChatMessage) {
        self.message = message
        super.init(frame: .zero)
        bubble.backgroundColor = message.isMine ? .systemBlue : .secondarySystemBackground
        bubble.layer.cornerRadius = 17
        bubble.translatesAutoresizingMaskIntoConstraints = false
        label.text = message.text
        label.font = .systemFont(ofSize: 16)
        label.textColor = message.isMine ? .white : .label
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 240
        label.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(label)
        addSubview(bubble)
        let side =
            message.isMine
            ? bubble.trailingAnchor.constraint(equalTo: trailingAnchor)
            : bubble.leadingAnchor.constraint(equalTo: leadingAnchor)
        let room =
            message.isMine
            ? bubble.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 60)
            : bubble.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -60)
        NSLayoutConstraint.activate([
            side, room,
            bubble.topAnchor.constraint(equalTo: topAnchor),
            bubble.bottomAnchor.constraint(equalTo: bottomAnchor),
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 13),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -13),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }
}
