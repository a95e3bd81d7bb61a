import Foundation

/// A rectangle of whole device pixels, half-open (`minX..<maxX`): the unit damage is tracked,
/// clipped and composited in, so no rounding happens twice.
struct PixelRect: Equatable, Sendable {
    var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    init(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The pixels `rect` touches (rounded outwards), limited to what an Int32 surface can hold;
    /// empty for a rectangle that is not finite or has no area.
    init(covering rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            rect.width > 0, rect.height > 0
        else {
            self = .empty
            return
        }
        let limit = Double(1 << 24)
        func clamp(_ value: Double) -> Int32 { Int32(min(max(value, -limit), limit)) }
        self.init(
            minX: clamp(Double(rect.minX).rounded(.down)), minY: clamp(Double(rect.minY).rounded(.down)),
            maxX: clamp(Double(rect.maxX).rounded(.up)), maxY: clamp(Double(rect.maxY).rounded(.up)))
    }

    var isEmpty: Bool { minX >= maxX || minY >= maxY }
    var width: Int32 { maxX - minX }
    var height: Int32 { maxY - minY }
    var area: Int { isEmpty ? 0 : Int(width) * Int(height) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both; an empty one adds nothing.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    func insetBy(_ amount: Int32) -> PixelRect {
        isEmpty ? self : PixelRect(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }

    var cgRect: CGRect { CGRect(x: Int(minX), y: Int(minY), width: Int(width), height: Int(height)) }
}
