import CSDL2
import Foundation
import OpenUIKit

/// The desktop's clipboard through SDL, installed as `SystemClipboards.clipboard` when a window
/// host starts: `UIPasteboard.general` then reads what other programs copied and they paste what
/// the app copied.
@MainActor
final class SDLClipboard: SystemClipboard {
    static let shared = SDLClipboard()

    /// Makes SDL's clipboard the app's general pasteboard. Safe to call again.
    static func install() {
        if SystemClipboards.clipboard !== shared { SystemClipboards.clipboard = shared }
    }

    func readString() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    func write(_ string: String?) {
        _ = SDL_SetClipboardText(string ?? "")
    }
}
