import OpenUIKit

/// The browser's clipboard as the app's general pasteboard: what a paste in the page brought
/// (the page sends it before the key that pastes), and what the app copies goes to the page,
/// which writes it with the Clipboard API.
@MainActor
final class WebClipboard: SystemClipboard {
    private var text: String?
    /// Sends copied text to the pages.
    var publish: (String) -> Void = { _ in }

    func readString() -> String? {
        text
    }

    func write(_ string: String?) {
        text = string
        publish(string ?? "")
    }

    /// What the browser's clipboard held at a paste.
    func receivedFromBrowser(_ string: String) {
        text = string
    }
}
