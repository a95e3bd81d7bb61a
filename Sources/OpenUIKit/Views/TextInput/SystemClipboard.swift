import Foundation

/// The clipboard seam: the desktop's clipboard behind `UIPasteboard.general`, so text copied in
/// an app pastes in other programs and the other way round. A display host installs its own
/// (SDLHost's reads and writes SDL's clipboard); headless, an in-process store stands in.
@preconcurrency @MainActor
public protocol SystemClipboard: AnyObject {
    /// The text on the clipboard, or nil when it holds none.
    func readString() -> String?
    /// Puts `string` on the clipboard; nil empties it.
    func write(_ string: String?)
}

/// Where the installed clipboard lives.
@preconcurrency @MainActor
public enum SystemClipboards {
    /// `InProcessClipboard` until a host installs its own.
    public static var clipboard: any SystemClipboard = InProcessClipboard()
}

/// The headless default: a string kept in the process.
@preconcurrency @MainActor
public final class InProcessClipboard: SystemClipboard {
    private var string: String?

    /// Creates an empty in-process clipboard.
    public init() {}

    public func readString() -> String? { string }
    public func write(_ string: String?) { self.string = string }
}
