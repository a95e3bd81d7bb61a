/// How lines of text sit between their margins. UIKit declares it for labels, text fields and
/// paragraph styles; Linux's Foundation has no text system, so it is declared here with UIKit's
/// raw values (storyboards and archived values name them).
public enum NSTextAlignment: Int, Sendable {
    /// Lines sit against the left margin.
    case left = 0
    /// Lines are centred between the margins.
    case center = 1
    /// Lines sit against the right margin.
    case right = 2
    /// Lines but the paragraph's last are stretched to reach both margins.
    case justified = 3
    /// Left or right by the text's writing direction.
    case natural = 4
}
