/// What started a navigation, as `WKNavigationAction.navigationType` tells the delegate.
public enum WKNavigationType: Int, Sendable {
    /// A link with an `href` was tapped.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// A step back or forward in the history.
    case backForward = 2
    /// The page was reloaded.
    case reload = 3
    /// A form was submitted again (reload or history step over a POST).
    case formResubmitted = 4
    /// Anything else: a load the app asked for, a script's `location` change.
    case other = -1
}
