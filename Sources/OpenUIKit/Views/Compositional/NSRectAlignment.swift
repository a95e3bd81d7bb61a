import Foundation

/// How a boundary supplementary item sits against its section's or layout's edge.
public enum NSRectAlignment: Int, Sendable {
    /// No edge; a boundary item with this alignment is not placed.
    case none = 0
    /// Along the top edge; a boundary item so aligned is a section header.
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge; a boundary item so aligned is a section footer.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}
