import Foundation

/// Reading the loosely typed values apps put in property dictionaries (Swift numbers,
/// `NSNumber`, strings of digits) and making the values a read dictionary holds (`NSNumber`,
/// which casts to `Int`, `Double` or `UInt32` as Image I/O's do on Apple platforms).
enum PropertyValue {
    /// The finite number `value` holds; nil for NaN and infinities, which no property takes.
    static func number(_ value: Any?) -> Double? {
        guard let n = anyNumber(value), n.isFinite else { return nil }
        return n
    }

    private static func anyNumber(_ value: Any?) -> Double? {
        switch value {
        case let v as NSNumber: return v.doubleValue
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as Int32: return Double(v)
        case let v as UInt16: return Double(v)
        case let v as UInt: return Double(v)
        case let v as CGFloat: return Double(v)
        case let v as String: return Double(v.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// A size in pixels an option gives; nil unless a finite positive number a bitmap could have.
    static func pixelCount(_ value: Any?) -> Int? {
        guard let n = number(value), n.isFinite, n >= 1, n < 1e9 else { return nil }
        return Int(n)
    }

    static func numbers(_ value: Any?) -> [Double]? {
        if let array = value as? [Any] {
            let numbers = array.compactMap { number($0) }
            return numbers.count == array.count ? numbers : nil
        }
        return number(value).map { [$0] }
    }

    static func string(_ value: Any?) -> String? {
        switch value {
        case let v as String: return v
        case let v as NSString: return String(v)
        case let v as [Any]: return v.first.flatMap { string($0) }
        default: return nil
        }
    }

    static func strings(_ value: Any?) -> [String]? {
        if let array = value as? [Any] { return array.compactMap { string($0) } }
        return string(value).map { [$0] }
    }

    /// A dictionary keyed by strings, whatever the caller's key type was.
    static func dictionary(_ value: Any?) -> [String: Any]? {
        guard let value else { return nil }
        if let d = value as? [String: Any] { return d }
        if let d = value as? [AnyHashable: Any] {
            var out: [String: Any] = [:]
            for (key, v) in d {
                if let k = key.base as? String {
                    out[k] = v
                } else if let k = key.base as? NSString {
                    out[String(k)] = v
                }
            }
            return out
        }
        return nil
    }

    static func isNull(_ value: Any) -> Bool { value is NSNull }

    static func make(_ value: Int) -> NSNumber { NSNumber(value: value) }
    static func make(_ value: Double) -> NSNumber { NSNumber(value: value) }
    static func make(_ value: Bool) -> NSNumber { NSNumber(value: value) }
}
