/// One line of the conversation.
public struct ChatMessage: Equatable, Sendable {
    public var text: String
    /// Mine are on the right in the tint colour; theirs on the left in grey.
    public var isMine: Bool

    public init(text: String, isMine: Bool) {
        self.text = text
        self.isMine = isMine
    }
}
