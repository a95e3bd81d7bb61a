import Foundation

/// A tab of a test's `Chromium`: scripts evaluated in the page, and input sent as the browser's
/// own (mouse, text, keys), so the page sees what a person's actions make. Each call waits for
/// the browser's reply, calling `whileWaiting` meanwhile: the app the page shows makes its frames
/// there.
public final class BrowserPage {
    private let browser: Chromium
    private let target: String
    private let session: String
    public var whileWaiting: () -> Void

    init(browser: Chromium, target: String, session: String, whileWaiting: @escaping () -> Void) {
        self.browser = browser
        self.target = target
        self.session = session
        self.whileWaiting = whileWaiting
    }

    @discardableResult
    private func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        try browser.call(method, parameters, session: session, whileWaiting: whileWaiting)
    }

    /// The value of `expression` (awaited when it is a promise), as JSON gives it.
    @discardableResult
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let text = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
            throw Chromium.Failure.script("\(text)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Loads `url` and waits until its document has loaded: until then the page has no
    /// context to evaluate in.
    public func navigate(to url: URL, timeout: TimeInterval = 20) throws {
        try call("Page.navigate", ["url": url.absoluteString])
        let deadline = Date(timeIntervalSinceNow: timeout)
        // A server may add the folder's slash (a redirect to the folder's index page).
        func trimmed(_ text: String) -> String { text.hasSuffix("/") ? String(text.dropLast()) : text }
        while true {
            if let loaded = try? evaluate("document.readyState === 'complete' && location.href") as? String,
                trimmed(loaded) == trimmed(url.absoluteString)
            {
                return
            }
            guard Date() < deadline else { throw Chromium.Failure.timedOut("the page's load") }
            whileWaiting()
        }
    }

    /// Evaluates `expression` until it is true or `timeout` seconds pass; returns whether it was.
    public func wait(until expression: String, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if try evaluate("Boolean(\(expression))") as? Bool == true { return true }
            whileWaiting()
        } while Date() < deadline
        return false
    }

    /// A left click at a point of the page (CSS pixels): press, then release.
    public func click(atX x: Double, y: Double) throws {
        try mouse("mousePressed", x: x, y: y, buttons: 1)
        try mouse("mouseReleased", x: x, y: y, buttons: 0)
    }

    /// A press at one point, moves to another in `steps`, and a release there.
    public func drag(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, steps: Int = 10) throws {
        try mouse("mousePressed", x: x0, y: y0, buttons: 1)
        for step in 1...max(1, steps) {
            let t = Double(step) / Double(max(1, steps))
            try mouse("mouseMoved", x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, buttons: 1)
        }
        try mouse("mouseReleased", x: x1, y: y1, buttons: 0)
    }

    /// A wheel turn over a point: positive `deltaY` scrolls toward the content's end.
    public func wheel(atX x: Double, y: Double, deltaX: Double = 0, deltaY: Double) throws {
        try call(
            "Input.dispatchMouseEvent",
            ["type": "mouseWheel", "x": x, "y": y, "deltaX": deltaX, "deltaY": deltaY])
    }

    private func mouse(_ type: String, x: Double, y: Double, buttons: Int) throws {
        try call(
            "Input.dispatchMouseEvent",
            [
                "type": type, "x": x, "y": y, "button": type == "mouseMoved" ? "none" : "left", "buttons": buttons,
                "clickCount": type == "mouseMoved" ? 0 : 1,
            ])
    }

    /// Text as an input method commits it.
    public func insertText(_ text: String) throws {
        try call("Input.insertText", ["text": text])
    }

    /// A key pressed and released, by its `code` ("Enter", "Backspace", "KeyA"), with the text it
    /// types if any.
    public func press(code: String, key: String, text: String? = nil, virtualKeyCode: Int) throws {
        var down: [String: Any] = [
            "type": text == nil ? "rawKeyDown" : "keyDown", "code": code, "key": key,
            "windowsVirtualKeyCode": virtualKeyCode,
        ]
        if let text { down["text"] = text }
        try call("Input.dispatchKeyEvent", down)
        try call(
            "Input.dispatchKeyEvent",
            ["type": "keyUp", "code": code, "key": key, "windowsVirtualKeyCode": virtualKeyCode])
    }

    /// The page's viewport becomes `width` × `height` CSS pixels at `scale`, as when the window
    /// is resized (the page hears `resize`).
    public func resize(width: Int, height: Int, scale: Double = 2) throws {
        try call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
    }

    /// The page as PNG bytes.
    public func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Chromium.Failure.protocolError("no screenshot")
        }
        return data
    }

    /// Closes the tab.
    public func close() throws {
        try browser.call("Target.closeTarget", ["targetId": target], whileWaiting: whileWaiting)
    }
}
