/// How lines of text sit between their margins. UIKit declares it for labels, text fields and
/// paragraph styles; Linux's Foundation has no text system, so it is declared here with UIKit's
/// raw values (storyboards and archived values name them).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left or right by the text's writing direction.
    case natural = 4
}
