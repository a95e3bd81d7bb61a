/// What happens to text that does not fit its line. Declared here with UIKit's raw values, as
/// Linux's Foundation has no text system.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
