import CTileScanlines
import CairoRendering
import Foundation
import OpenUIKit

/// A band of the page's canvas moved within itself: what a scroll view's scrolling costs
/// instead of its whole area's pixels, as Broadway's copy operation does. Only rows the frame
/// really has where last frame had them, moved by the scroll, are copied: each is compared
/// with last frame's (`openuikit_rows_matching_shift`), so an overlay, a translucent bar or a
/// cell that changed while scrolling is sent as pixels, never copied wrong. When the renderer
/// moved a scrolled layer's pixels itself (`CairoFrameRenderer.lastMoved`), its move is the copy
/// and what it painted afterwards goes as pixels, with nothing to compare.
struct ScrollCopy: Equatable {
    /// Columns `x..<x+width`; rows `sourceY..<sourceY+height` of the last frame land at `y`.
    var x: Int, sourceY: Int, width: Int, height: Int, y: Int

    /// The copies from `previous` (last frame sent, same size and stride) to `current` for
    /// each scroll view whose vertical offset moved by whole pixels, in runs of at least
    /// `minimumRun` matching rows.
    static func find(
        scrolled: [(frame: CGRect, shift: Int)], previous: UnsafeRawPointer, current: UnsafeRawPointer, stride: Int,
        pixelWidth: Int, pixelHeight: Int, minimumRun: Int = 8
    ) -> [ScrollCopy] {
        var copies: [ScrollCopy] = []
        var matched: [UInt8] = []
        for (frame, shift) in scrolled where shift != 0 {
            let minX = max(0, Int(frame.minX.rounded(.up))), maxX = min(pixelWidth, Int(frame.maxX.rounded(.down)))
            let minY = max(0, Int(frame.minY.rounded(.up))), maxY = min(pixelHeight, Int(frame.maxY.rounded(.down)))
            guard maxX > minX, maxY - minY > abs(shift) else { continue }
            let height = maxY - minY
            matched = [UInt8](repeating: 0, count: height)
            matched.withUnsafeMutableBufferPointer { rows in
                openuikit_rows_matching_shift(
                    previous.assumingMemoryBound(to: UInt8.self), current.assumingMemoryBound(to: UInt8.self), stride,
                    Int32(minX), Int32(minY), Int32(maxX - minX), Int32(height), Int32(shift), rows.baseAddress)
            }
            var row = 0
            while row < height {
                guard matched[row] != 0 else {
                    row += 1
                    continue
                }
                let start = row
                while row < height, matched[row] != 0 { row += 1 }
                if row - start >= minimumRun {
                    copies.append(
                        ScrollCopy(
                            x: minX, sourceY: minY + start + shift, width: maxX - minX, height: row - start,
                            y: minY + start))
                }
            }
        }
        return copies
    }

    /// The rectangle the copy writes, in pixels.
    var destination: (x: Int, y: Int, width: Int, height: Int) { (x, y, width, height) }

    /// `areas` without what `copies` write: the pixels still to send.
    static func subtract(
        _ copies: [ScrollCopy], from areas: [(Int, Int, Int, Int)]
    ) -> [(Int, Int, Int, Int)] {
        var remaining = areas
        for copy in copies {
            let cut = copy.destination
            remaining = remaining.flatMap { area -> [(Int, Int, Int, Int)] in
                let (x, y, w, h) = area
                let left = max(x, cut.x), right = min(x + w, cut.x + cut.width)
                let top = max(y, cut.y), bottom = min(y + h, cut.y + cut.height)
                guard left < right, top < bottom else { return [area] }
                var pieces: [(Int, Int, Int, Int)] = []
                if top > y { pieces.append((x, y, w, top - y)) }
                if bottom < y + h { pieces.append((x, bottom, w, y + h - bottom)) }
                if left > x { pieces.append((x, top, left - x, bottom - top)) }
                if right < x + w { pieces.append((right, top, x + w - right, bottom - top)) }
                return pieces
            }
        }
        return remaining
    }
}

extension ScrollCopy {
    /// The copy of an area the renderer moved by its scroll.
    init(moving area: CairoFrameRenderer.MovedArea) {
        let rect = area.rect
        let minX = Int(rect.minX), minY = Int(rect.minY), height = Int(rect.height) - abs(area.shift)
        self.init(
            x: minX, sourceY: area.shift > 0 ? minY + area.shift : minY, width: Int(rect.width), height: height,
            y: area.shift > 0 ? minY : minY - area.shift)
    }
}
