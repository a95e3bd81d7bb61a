/// A frame as the page reads it (little-endian): its number (acknowledged back), the canvas's
/// size in pixels and in points, the copy and tile counts (16 bits each); then each copy's x,
/// source y, width, height and destination y (`ScrollCopy`, 16 bits each), done first; then each
/// tile's x, y, width, height (16 bits each), byte count (32 bits) and PNG bytes.
struct WebFrameMessage {
    struct Tile {
        var x: Int, y: Int, width: Int, height: Int
        var png: [UInt8]
    }

    var number: UInt32
    var pixelWidth: Int, pixelHeight: Int
    var pointWidth: Int, pointHeight: Int
    var copies: [ScrollCopy] = []
    var tiles: [Tile]

    /// Sizes past 16 bits do not fit the header; a frame is at most `RenderedImage`'s limit.
    static let maximumDimension = Int(UInt16.max)

    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(16 + copies.count * 10 + tiles.reduce(0) { $0 + 12 + $1.png.count })
        Self.append(number, to: &out)
        for value in [pixelWidth, pixelHeight, pointWidth, pointHeight, copies.count, tiles.count] {
            Self.append(UInt16(clamping: value), to: &out)
        }
        for copy in copies {
            for value in [copy.x, copy.sourceY, copy.width, copy.height, copy.y] {
                Self.append(UInt16(clamping: value), to: &out)
            }
        }
        for tile in tiles {
            for value in [tile.x, tile.y, tile.width, tile.height] { Self.append(UInt16(clamping: value), to: &out) }
            Self.append(UInt32(tile.png.count), to: &out)
            out += tile.png
        }
        return out
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to out: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { out += $0 }
    }
}
