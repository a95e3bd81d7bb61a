/// Whether a navigation's response is shown: the navigation delegate's answer to a response.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Drop the response; the navigation fails as interrupted by the policy change.
    case cancel = 0
    /// Show it.
    case allow = 1
    /// Download it instead; treated as `.cancel` (no download manager here).
    case download = 2
}
