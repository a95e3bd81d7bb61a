/// Which areas of a self-crossing path count as inside.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a nonzero number of times.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills the path by the nonzero winding rule.
    case fill = 0
    /// Fills the path by the even-odd rule.
    case eoFill = 1
    /// Strokes the path.
    case stroke = 2
    /// Fills the path by the nonzero winding rule, then strokes it.
    case fillStroke = 3
    /// Fills the path by the even-odd rule, then strokes it.
    case eoFillStroke = 4
}
