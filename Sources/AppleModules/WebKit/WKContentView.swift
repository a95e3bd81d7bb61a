import Foundation
import UIKit

/// The view a web view's frames are drawn into, and where its touches and typing go to the
/// page: a tap is a click where it lands (and makes the view take the keyboard), a drag turns
/// the mouse wheel by the distance moved, so the page scrolls under the finger (by Chromium's
/// wheel step, further than the finger moved); typed text is
/// committed as an input method commits it.
@preconcurrency @MainActor
final class WKContentView: UIView, UIKeyInput {
    weak var webView: WKWebView?
    private var touchStart: CGPoint?
    private var lastPoint: CGPoint = .zero
    private var dragged = false

    /// Shows an encoded frame of the page, `pointWidth` points wide.
    func show(_ data: Data, pointWidth: CGFloat) {
        guard let image = UIImage(data: data), let cgImage = image.cgImage, pointWidth > 0 else { return }
        contentsScale = CGFloat(cgImage.width) / pointWidth
        layer.contentsScale = contentsScale
        layer.contents = cgImage
    }

    private var contentsScale: CGFloat = 1

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchStart = touch.location(in: self)
        lastPoint = touchStart ?? .zero
        dragged = false
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = touchStart else { return }
        let point = touch.location(in: self)
        if hypot(point.x - start.x, point.y - start.y) > 10 { dragged = true }
        guard dragged else { return }
        webView?.page?.send(
            "Input.dispatchMouseEvent",
            [
                "type": "mouseWheel", "x": Double(point.x), "y": Double(point.y),
                "deltaX": Double(lastPoint.x - point.x), "deltaY": Double(lastPoint.y - point.y),
            ])
        lastPoint = point
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchStart = nil }
        guard let touch = touches.first, touchStart != nil, !dragged else { return }
        let point = touch.location(in: self)
        webView?.tapped = true
        for (type, buttons) in [("mousePressed", 1), ("mouseReleased", 0)] {
            webView?.page?.send(
                "Input.dispatchMouseEvent",
                [
                    "type": type, "x": Double(point.x), "y": Double(point.y), "button": "left", "buttons": buttons,
                    "clickCount": 1,
                ])
        }
        _ = becomeFirstResponder()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = nil
    }

    var hasText: Bool { true }

    func insertText(_ text: String) {
        if text == "\n" {
            key(code: "Enter", key: "Enter", text: "\r", virtualKeyCode: 13)
        } else {
            webView?.page?.send("Input.insertText", ["text": text])
        }
    }

    func deleteBackward() {
        key(code: "Backspace", key: "Backspace", text: nil, virtualKeyCode: 8)
    }

    private func key(code: String, key: String, text: String?, virtualKeyCode: Int) {
        var down: [String: Any] = [
            "type": text == nil ? "rawKeyDown" : "keyDown", "code": code, "key": key,
            "windowsVirtualKeyCode": virtualKeyCode,
        ]
        if let text { down["text"] = text }
        webView?.page?.send("Input.dispatchKeyEvent", down)
        webView?.page?.send(
            "Input.dispatchKeyEvent",
            ["type": "keyUp", "code": code, "key": key, "windowsVirtualKeyCode": virtualKeyCode])
    }
}
