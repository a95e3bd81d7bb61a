/// Whether a navigation goes ahead: the navigation delegate's answer to an action.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Stop it before any request is sent.
    case cancel = 0
    /// Let it load.
    case allow = 1
    /// Hand it to another app; Linux has none that claims web links, so it is cancelled.
    case download = 2
}
