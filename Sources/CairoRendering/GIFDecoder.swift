import CCairo
import Foundation
import OpenUIKit

/// A GIF's first frame, as `UIImage(data:)` shows an animated GIF: the frame's LZW-coded
/// indices through its colour table (local, else global), its transparent index left clear, on
/// a clear canvas of the logical screen's size. Cairo has no GIF reader and the format is small,
/// so it is decoded here; every read is bounds-checked, and data cut short leaves the rest of
/// the frame clear.
enum GIFDecoder {
    static func decode(_ data: Data) -> Result<CairoImageBitmap, ImageDecodingError> {
        let bytes = [UInt8](data)
        var reader = Reader(bytes: bytes)
        guard reader.skip(6), let width = reader.uint16(), let height = reader.uint16(), let flags = reader.byte(),
            reader.skip(2), width > 0, height > 0
        else {
            return .failure(ImageDecodingError("the GIF header is cut short"))
        }
        var globalColors: [UInt32]?
        if flags & 0x80 != 0 {
            guard let table = reader.colorTable(entries: 2 << Int(flags & 0x07)) else {
                return .failure(ImageDecodingError("the GIF's colour table is cut short"))
            }
            globalColors = table
        }
        var transparentIndex: Int?
        while let introducer = reader.byte() {
            switch introducer {
            case 0x21:  // an extension: the graphic control one says which index is transparent
                guard let label = reader.byte() else { break }
                if label == 0xF9, let size = reader.byte(), size >= 4, let packed = reader.byte(), reader.skip(2),
                    let index = reader.byte()
                {
                    transparentIndex = packed & 0x01 != 0 ? Int(index) : nil
                    _ = reader.skip(Int(size) - 4)
                }
                guard reader.skipSubBlocks() else {
                    return .failure(ImageDecodingError("a GIF extension is cut short"))
                }
            case 0x2C:
                return frame(
                    &reader, screen: (width, height), globalColors: globalColors, transparentIndex: transparentIndex)
            case 0x3B:
                return .failure(ImageDecodingError("the GIF has no frame"))
            default:
                return .failure(ImageDecodingError("the GIF has an unknown block (0x\(String(introducer, radix: 16)))"))
            }
        }
        return .failure(ImageDecodingError("the GIF ends before its first frame"))
    }

    /// The image descriptor just read past its introducer, its colour table and its pixels.
    private static func frame(
        _ reader: inout Reader, screen: (width: Int, height: Int), globalColors: [UInt32]?,
        transparentIndex: Int?
    ) -> Result<CairoImageBitmap, ImageDecodingError> {
        guard let left = reader.uint16(), let top = reader.uint16(), let width = reader.uint16(),
            let height = reader.uint16(),
            let flags = reader.byte()
        else { return .failure(ImageDecodingError("the GIF's frame header is cut short")) }
        var colors = globalColors
        if flags & 0x80 != 0 {
            guard let table = reader.colorTable(entries: 2 << Int(flags & 0x07)) else {
                return .failure(ImageDecodingError("the GIF frame's colour table is cut short"))
            }
            colors = table
        }
        guard var colors else { return .failure(ImageDecodingError("the GIF has no colour table")) }
        if let transparentIndex, transparentIndex < colors.count { colors[transparentIndex] = 0 }
        guard let minimumCodeSize = reader.byte(), (1...11).contains(minimumCodeSize) else {
            return .failure(ImageDecodingError("the GIF frame's LZW code size is not 1 to 11"))
        }
        guard width * height <= CairoImageDecoder.maximumPixels else {
            return .failure(
                ImageDecodingError("the GIF's frame (\(width)×\(height)) is larger than images drawn here may be"))
        }
        let indices = lzw(reader.subBlocks(), minimumCodeSize: Int(minimumCodeSize), count: width * height)

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(screen.width), Int32(screen.height))
        else {
            return .failure(ImageDecodingError("Cairo made no surface"))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return .failure(ImageDecodingError("no memory for \(screen.width)×\(screen.height) pixels"))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rows = flags & 0x40 != 0 ? interlacedRows(height) : Array(0..<height)
        for (pass, frameRow) in rows.enumerated() {
            let y = top + frameRow
            guard y < screen.height else { continue }
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let start = pass * width
            guard start < indices.count else { break }
            for x in 0..<min(width, indices.count - start) where left + x < screen.width {
                let index = Int(indices[start + x])
                if index < colors.count { row[left + x] = colors[index] }
            }
        }
        cairo_surface_mark_dirty(surface)
        guard let bitmap = CairoImageBitmap(adopting: surface) else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        return .success(bitmap)
    }

    /// The frame's rows in the order an interlaced GIF stores them: every eighth from 0, every
    /// eighth from 4, every fourth from 2, every second from 1.
    private static func interlacedRows(_ height: Int) -> [Int] {
        Array(stride(from: 0, to: height, by: 8)) + Array(stride(from: 4, to: height, by: 8))
            + Array(stride(from: 2, to: height, by: 4)) + Array(stride(from: 1, to: height, by: 2))
    }

    /// Up to `count` colour indices from GIF's variable-width LZW (codes of 3 to 12 bits, least
    /// significant bit first). A code that is not yet in the table ends the data, as a damaged
    /// stream would.
    static func lzw(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<min(clear, 4096) {
            suffix[code] = UInt8(truncatingIfNeeded: code)
            first[code] = UInt8(truncatingIfNeeded: code)
        }
        var output: [UInt8] = []
        output.reserveCapacity(min(count, data.count * 8))
        var codeSize = minimumCodeSize + 1, next = end + 1, previous = -1
        var bitBuffer = 0, bitCount = 0, position = 0
        var stack: [UInt8] = []
        while output.count < count {
            while bitCount < codeSize {
                guard position < data.count else { return output }
                bitBuffer |= Int(data[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { break }
            guard previous >= 0 || code < clear else { return output }
            var current: Int
            if code < next || previous < 0 {
                current = code
            } else if code == next {
                // The code being defined: the previous string and its own first byte.
                stack.append(first[previous])
                current = previous
            } else {
                return output
            }
            let firstByte = first[current]
            while current >= 0 {
                stack.append(suffix[current])
                current = current < clear ? -1 : prefix[current]
            }
            output.append(contentsOf: stack.reversed().prefix(count - output.count))
            stack.removeAll(keepingCapacity: true)
            if previous >= 0, next < 4096 {
                prefix[next] = previous
                suffix[next] = firstByte
                first[next] = first[previous]
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return output
    }

    /// Bounds-checked reads, little-endian as GIF is.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func byte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func uint16() -> Int? {
            guard let low = byte(), let high = byte() else { return nil }
            return Int(low) | Int(high) << 8
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, position + count <= bytes.count else { return false }
            position += count
            return true
        }

        /// Opaque premultiplied ARGB for each RGB triple.
        mutating func colorTable(entries: Int) -> [UInt32]? {
            guard position + entries * 3 <= bytes.count else { return nil }
            defer { position += entries * 3 }
            return (0..<entries).map { entry in
                let at = position + entry * 3
                return 0xFF00_0000 | UInt32(bytes[at]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2])
            }
        }

        /// Data sub-blocks up to the empty one, joined; what there is when cut short.
        mutating func subBlocks() -> [UInt8] {
            var joined: [UInt8] = []
            while let size = byte(), size > 0 {
                let available = min(Int(size), bytes.count - position)
                joined += bytes[position..<position + available]
                position += available
            }
            return joined
        }

        mutating func skipSubBlocks() -> Bool {
            while true {
                guard let size = byte() else { return false }
                if size == 0 { return true }
                guard skip(Int(size)) else { return false }
            }
        }
    }
}
