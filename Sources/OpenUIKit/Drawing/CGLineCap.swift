/// How a stroke ends.
public enum CGLineCap: Int32, Sendable {
    /// The line ends squarely at its endpoint.
    case butt = 0
    /// The line ends in a semicircle around its endpoint.
    case round = 1
    /// The line ends squarely half its width past its endpoint.
    case square = 2
}

/// How a stroke turns a corner.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges extend to meet in a point, or a bevel past the miter limit.
    case miter = 0
    /// The corner is rounded.
    case round = 1
    /// The corner is cut off square.
    case bevel = 2
}
