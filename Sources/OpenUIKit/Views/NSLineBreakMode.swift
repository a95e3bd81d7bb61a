/// What happens to text that does not fit its line. Declared here with UIKit's raw values, as
/// Linux's Foundation has no text system.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries, breaking a word only when it does not fit a line alone.
    case byWordWrapping = 0
    /// Wraps at any character, filling each line.
    case byCharWrapping = 1
    /// Text past the last line that fits is cut off, with no ellipsis.
    case byClipping = 2
    /// The last line that fits starts with an ellipsis in place of the text cut from its start.
    case byTruncatingHead = 3
    /// The last line that fits ends with an ellipsis in place of the text cut from its end.
    case byTruncatingTail = 4
    /// The last line that fits has an ellipsis in its middle in place of the text cut from there.
    case byTruncatingMiddle = 5
}
