import CairoRendering
import Foundation
import NIOCore
import OpenUIKit
import OpenUIKitContracts

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
    private var viewport: (size: CGSize, scale: CGFloat)?
    /// Frames sent and not yet acknowledged, oldest first: at most `framesInFlight`.
    private var unacknowledged: [UInt32] = []
    /// Three: the next frames travel and decode while the page shows the last. One would halve
    /// the rate, since an acknowledgement waits for the page's next animation frame; with two,
    /// one frame the page finished just after an animation frame held back the host's next, and
    /// scrolling on two busy cores lost up to one frame in ten.
    static let framesInFlight = 3
    private var frameNumber: UInt32 = 0
    private var needsFullFrame = true
    private(set) var isVisible = true
    private(set) var statistics = WebFrameStatistics()
    /// The last frame sent, as the page has it once it drew it: what scrolled bands are
    /// compared with and copied from.
    private var previousFrame: [UInt8] = []
    private var previousSize = (width: 0, height: 0, stride: 0)
    /// Each scroll view's offset when the last frame was sent.
    private var scrollOffsets: [ObjectIdentifier: CGPoint] = [:]
    /// Whether the page has drawn everything the window shows: it acknowledged every frame
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
        unacknowledged.removeAll()
        fitWindow()
    }

    /// The tab stops showing its window (another tab took it, or the tab closes).
    func detach() {
        input?.cancelAll()
        window = nil
        input = nil
        renderer = nil
    }

    func send(_ message: WebHostMessage) {
        connection.send(.text(message.encoded()))
    }

    /// Handles one message from the page (the host keeps the clipboard's).
    func handle(_ message: WebPageMessage) {
        switch message {
        case .size(let width, let height, let scale):
            guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 8192, height <= 8192
            else { return }
            let scale = scale.isFinite ? min(4, max(1, scale)) : 1
            viewport = (CGSize(width: width.rounded(), height: height.rounded()), CGFloat(scale))
            fitWindow()
        case .ack(let number):
            if let index = unacknowledged.firstIndex(of: number) {
                unacknowledged.removeFirst(index + 1)
            }
        case .focus(let on):
            if !on { input?.cancelAll() }
        case .visible(let on):
            isVisible = on
        case .pointer, .wheel, .key, .text:
            input?.route(message)
        case .clipboard:
            break  // the host keeps the browser's clipboard

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
        guard let window, let renderer, unacknowledged.count < Self.framesInFlight, !connection.isClosed else {
            return
        }
        window.layoutIfNeeded()
        let damage = renderer.renderFrame()
        isCurrent = !needsFullFrame && damage.isEmpty && unacknowledged.isEmpty
        guard needsFullFrame || !damage.isEmpty else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let (width, height) = renderer.pixelSize
        guard width > 0, height > 0, width <= WebFrameMessage.maximumDimension,
            height <= WebFrameMessage.maximumDimension
        else { return }
        var areas = needsFullFrame ? [(0, 0, width, height)] : damage.compactMap { Self.clip($0, width, height) }
        let scrolled = scrolledViews(in: window, scale: renderer.scale)
        var copies: [ScrollCopy] = []
        let tiles =
            renderer.withUnsafePixels { pixels, stride -> [WebFrameMessage.Tile] in
                // Everything that changed, before copied bands are taken out of what is sent.
                let changed = areas
                let moved = needsFullFrame ? [] : renderer.lastMoved
                if !moved.isEmpty {
                    // The renderer moved scrolled areas as the page will: the copies, then only
                    // the pixels it painted. No frame is kept for comparisons meanwhile.
                    copies = moved.map(ScrollCopy.init(moving:))
                    areas = renderer.lastRepainted.compactMap { Self.clip($0, width, height) }
                    previousSize = (0, 0, 0)
                } else if !needsFullFrame, !scrolled.isEmpty, previousSize == (width, height, stride) {
                    copies = previousFrame.withUnsafeBytes { previous in
                        ScrollCopy.find(
                            scrolled: scrolled, previous: previous.baseAddress!, current: pixels, stride: stride,
                            pixelWidth: width, pixelHeight: height)
                    }
                    areas = ScrollCopy.subtract(copies, from: areas)
                }
                let tiles = areas.map { x, y, w, h in
                    WebFrameMessage.Tile(
                        x: x, y: y, width: w, height: h,
                        png: encoder.encode(pixels, stride: stride, x: x, y: y, width: w, height: h))
                }
                if moved.isEmpty { keep(pixels, stride: stride, width: width, height: height, changed: changed) }
                return tiles
            } ?? []
        frameNumber &+= 1
        let message = WebFrameMessage(
            number: frameNumber, pixelWidth: width, pixelHeight: height,
            pointWidth: Int(window.bounds.width.rounded()), pointHeight: Int(window.bounds.height.rounded()),
            copies: copies, tiles: tiles)
        let bytes = message.bytes
        connection.send(.binary(ByteBuffer(bytes: bytes)))
        statistics.record(
            bytes: bytes.count, encodeSeconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        unacknowledged.append(frameNumber)
        needsFullFrame = false
    }

    /// The frame as the page will have it, for the next frame's copies: only what changed is
    /// copied (all of it when the size changed), since the rest is as it was.
    private func keep(
        _ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, changed: [(Int, Int, Int, Int)]
    ) {
        let count = stride * height
        let whole = previousSize != (width, height, stride)
        if previousFrame.count != count { previousFrame = [UInt8](repeating: 0, count: count) }
        previousFrame.withUnsafeMutableBytes { buffer in
            let target = buffer.baseAddress!
            if whole {
                target.copyMemory(from: pixels, byteCount: count)
                return
            }
            for (x, y, w, h) in changed {
                for row in y..<(y + h) {
                    let offset = row * stride + x * 4
                    (target + offset).copyMemory(from: pixels + offset, byteCount: w * 4)
                }
            }
        }
        previousSize = (width, height, stride)
    }

    /// The scroll views whose content moved only vertically, by whole pixels, since the last
    /// frame sent: their area in the window's pixels and the move. Every scroll view's offset is
    /// noted for the next frame.
    private func scrolledViews(in window: UIWindow, scale: CGFloat) -> [(frame: CGRect, shift: Int)] {
        var found: [(frame: CGRect, shift: Int)] = []
        var offsets: [ObjectIdentifier: CGPoint] = [:]
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView {
                let key = ObjectIdentifier(scrollView), offset = scrollView.bounds.origin
                offsets[key] = offset
                if let last = scrollOffsets[key], last.x == offset.x, last.y != offset.y {
                    let shift = (offset.y - last.y) * scale
                    if abs(shift - shift.rounded()) < 0.001 {
                        let frame = scrollView.convert(scrollView.bounds, to: window)
                        found.append(
                            (
                                CGRect(
                                    x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale,
                                    height: frame.height * scale), Int(shift.rounded())
                            ))
                    }
                }
            }
            stack.append(contentsOf: view.subviews)
        }
        scrollOffsets = offsets
        return found
    }

    /// A damaged rectangle in whole pixels inside the frame.
    private static func clip(_ rect: CGRect, _ width: Int, _ height: Int) -> (Int, Int, Int, Int)? {
        let minX = max(0, Int(rect.minX.rounded(.down))), minY = max(0, Int(rect.minY.rounded(.down)))
        let maxX = min(width, Int(rect.maxX.rounded(.up))), maxY = min(height, Int(rect.maxY.rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }
}
