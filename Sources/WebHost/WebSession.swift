import CairoRendering
import Foundation
import NIOCore
import OpenUIKit

/// One browser tab: its socket, the `UIWindow` it shows, the renderer that draws it and the
/// input it sends. A frame goes to the page only once the page acknowledged the last one (after
/// drawing it, at its next animation frame), and is drawn only then, so a slow link or a busy
/// page gets fewer frames, each with everything that changed, never a queue of stale ones.
@MainActor
final class WebSession {
    let connection: WebConnection
    var tab: Int { connection.id }
    private(set) var window: UIWindow?
    private var renderer: CairoFrameRenderer?
    private var input: WebInputRouter?
    private let encoder = PNGTileEncoder()
    /// The page's viewport in points and its device pixel ratio, once it said.
    private(set) var viewport: (size: CGSize, scale: CGFloat)?
    private var awaitingAck: UInt32?
    private var frameNumber: UInt32 = 0
    private var needsFullFrame = true
    private(set) var isVisible = true
    private(set) var statistics = WebFrameStatistics()
    /// Whether the page has drawn everything the window shows: it acknowledged the last frame
    /// sent, and nothing changed since.
    private(set) var isCurrent = false
    /// Set when the host turned the tab away or another tab took its window: it waits for
    /// nothing.
    var isRetired = false

    init(connection: WebConnection) {
        self.connection = connection
    }

    /// The tab shows `window` from now on, at the page's size and pixel ratio.
    func attach(_ window: UIWindow) {
        self.window = window
        isCurrent = false
        isRetired = false
        input = WebInputRouter(window: window, tab: tab)
        renderer = nil
        awaitingAck = nil
        fitWindow()
    }

    /// The tab stops showing its window (another tab took it, or the tab closes).
    func detach() {
        input?.cancelAll()
        window = nil
        input = nil
        renderer = nil
    }

    func send(text message: [String: String]) {
        guard let data = try? JSONEncoder().encode(message), let text = String(data: data, encoding: .utf8) else {
            return
        }
        connection.send(.text(text))
    }

    /// Handles one message from the page (the host keeps the clipboard's).
    func handle(_ message: WebClientMessage) {
        switch message.t {
        case "size":
            guard let width = message.w, let height = message.h, width.isFinite, height.isFinite, width >= 1,
                height >= 1, width <= 8192, height <= 8192
            else { return }
            let scale = min(4, max(1, message.scale ?? 1))
            viewport = (CGSize(width: width.rounded(), height: height.rounded()), CGFloat(scale))
            fitWindow()
        case "ack":
            if message.f == awaitingAck { awaitingAck = nil }
        case "focus":
            if message.on == false { input?.cancelAll() }
        case "visible":
            isVisible = message.on != false
        default:
            input?.route(message)
        }
    }

    /// The window takes the page's size (a size transition when it changes: new size classes)
    /// and the page's pixel ratio as its screen's scale; the next frame is whole.
    private func fitWindow() {
        guard let window, let viewport else { return }
        let scale = viewport.scale
        if window.screen.scale != scale || window.screen.bounds.size != viewport.size {
            window.screen = UIScreen(
                bounds: CGRect(origin: .zero, size: viewport.size), scale: scale,
                idiom: window.screen.traitCollection.userInterfaceIdiom)
        }
        if window.frame.size != viewport.size {
            window.frame = CGRect(origin: window.frame.origin, size: viewport.size)
        }
        if renderer?.scale != scale { renderer = CairoFrameRenderer(view: window, scale: scale) }
        needsFullFrame = true
    }

    /// Draws and sends the frame, if the page is ready for one and something changed.
    func sendFrameIfReady() {
        guard let window, let renderer, awaitingAck == nil, !connection.isClosed else { return }
        window.layoutIfNeeded()
        let damage = renderer.renderFrame()
        isCurrent = !needsFullFrame && damage.isEmpty
        guard !isCurrent else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let (width, height) = renderer.pixelSize
        guard width > 0, height > 0, width <= WebFrameMessage.maximumDimension,
            height <= WebFrameMessage.maximumDimension
        else { return }
        let areas = needsFullFrame ? [(0, 0, width, height)] : damage.compactMap { Self.clip($0, width, height) }
        let tiles =
            renderer.withUnsafePixels { pixels, stride in
                areas.map { x, y, w, h in
                    WebFrameMessage.Tile(
                        x: x, y: y, width: w, height: h,
                        png: encoder.encode(pixels, stride: stride, x: x, y: y, width: w, height: h))
                }
            } ?? []
        frameNumber &+= 1
        let message = WebFrameMessage(
            number: frameNumber, pixelWidth: width, pixelHeight: height,
            pointWidth: Int(window.bounds.width.rounded()), pointHeight: Int(window.bounds.height.rounded()),
            tiles: tiles)
        let bytes = message.bytes
        connection.send(.binary(ByteBuffer(bytes: bytes)))
        statistics.record(
            bytes: bytes.count, encodeSeconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        awaitingAck = frameNumber
        needsFullFrame = false
    }

    /// A damaged rectangle in whole pixels inside the frame.
    private static func clip(_ rect: CGRect, _ width: Int, _ height: Int) -> (Int, Int, Int, Int)? {
        let minX = max(0, Int(rect.minX.rounded(.down))), minY = max(0, Int(rect.minY.rounded(.down)))
        let maxX = min(width, Int(rect.maxX.rounded(.up))), maxY = min(height, Int(rect.maxY.rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }
}
