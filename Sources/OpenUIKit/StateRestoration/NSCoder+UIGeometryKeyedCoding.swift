import Foundation

/// UIKit's geometry on keyed coders: each value is written as the string UIKit's
/// `NSStringFromCGPoint` family makes (`{1, 2}`, `{{0, 0}, {10, 20}}`, `[1, 0, 0, 1, 0, 0]`) and
/// read back from it, so any keyed coder holds them. Points, sizes and rectangles are written
/// with Foundation's `encode(_:forKey:)`; UIKit adds their `decode` spellings and the rest.
extension NSCoder {
    /// The point written under `key`, or zero.
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }
    /// The size written under `key`, or zero.
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }
    /// The rectangle written under `key`, or zero.
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }

    /// Writes a vector as `{dx, dy}`.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    /// The vector written under `key`, or zero.
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: decodedString(key)) }
    /// Writes a transform as `[a, b, c, d, tx, ty]`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }
    /// The transform written under `key`, or the identity.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        NSCoder.cgAffineTransform(for: decodedString(key))
    }
    /// Writes insets as `{top, left, bottom, right}`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    /// The insets written under `key`, or zero.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: decodedString(key)) }
    /// Writes directional insets as `{top, leading, bottom, trailing}`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }
    /// The directional insets written under `key`, or zero.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSCoder.nsDirectionalEdgeInsets(for: decodedString(key))
    }
    /// Writes an offset as `{horizontal, vertical}`.
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSCoder.string(for: offset), forKey: key) }
    /// The offset written under `key`, or zero.
    public func decodeUIOffset(forKey key: String) -> UIOffset { NSCoder.uiOffset(for: decodedString(key)) }

    private func decodedString(_ key: String) -> String {
        decodeObject(forKey: key) as? String ?? ""
    }

    // MARK: Strings

    /// `{x, y}`.
    public static func string(for point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
    /// `{width, height}`.
    public static func string(for size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
    /// `{{x, y}, {width, height}}`.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    /// `{dx, dy}`.
    public static func string(for vector: CGVector) -> String { "{\(number(vector.dx)), \(number(vector.dy))}" }
    /// `[a, b, c, d, tx, ty]`.
    public static func string(for transform: CGAffineTransform) -> String {
        "["
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number)
            .joined(separator: ", ") + "]"
    }
    /// `{top, left, bottom, right}`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", ") + "}"
    }
    /// `{top, leading, bottom, trailing}`.
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{" + [insets.top, insets.leading, insets.bottom, insets.trailing].map(number).joined(separator: ", ") + "}"
    }
    /// `{horizontal, vertical}`.
    public static func string(for offset: UIOffset) -> String {
        "{\(number(offset.horizontal)), \(number(offset.vertical))}"
    }

    /// The point in a string `string(for:)` made; zero for one it did not.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    /// The size in a string `string(for:)` made; zero for one it did not.
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    /// The rectangle in a string `string(for:)` made; zero for one it did not.
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The vector in a string `string(for:)` made; zero for one it did not.
    public static func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The transform in a string `string(for:)` made; the identity for one it did not.
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let n = exactNumbers(in: string, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets in a string `string(for:)` made; zero for one it did not.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The directional insets in a string `string(for:)` made; zero for one it did not.
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = numbers(in: string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    /// The offset in a string `string(for:)` made; zero for one it did not.
    public static func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    /// As UIKit prints them: `%.17g`, so `1` not `1.0`, and every digit a double keeps.
    private static func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

    /// The first `count` numbers in `string`, zeros where there are fewer.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let found = values(in: string)
        return (0..<count).map { $0 < found.count ? found[$0] : 0 }
    }

    private static func exactNumbers(in string: String, count: Int) -> [CGFloat]? {
        let found = values(in: string)
        return found.count >= count ? Array(found.prefix(count)) : nil
    }

    private static func values(in string: String) -> [CGFloat] {
        string.components(separatedBy: CharacterSet(charactersIn: "{}[], \t\n")).filter { !$0.isEmpty }
            .compactMap(Double.init).map { CGFloat($0) }
    }
}
