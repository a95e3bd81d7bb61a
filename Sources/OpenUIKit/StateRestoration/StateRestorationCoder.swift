import Foundation

/// The keyed coder restorable objects write their state to and read it from: one per object,
/// holding property-list values, so the archive (`StateRestorationArchive`) is a property list
/// on disk. A view controller, view or registered object that is itself preserved is written as
/// its restoration path and read back as the object restored for it, as UIKit's restoration
/// archiver does; any other object that adopts `NSCoding` is kept as a keyed archive of its own.
final class StateRestorationCoder: NSCoder {
    private(set) var values: [String: Any]
    /// The path of a preserved object, while encoding.
    private let pathOf: (AnyObject) -> [String]?
    /// The object restored for a path, while decoding.
    private let objectAt: ([String]) -> AnyObject?
    /// Live objects UIKit puts in the coder it hands out (the storyboard of a controller).
    var injected: [String: Any] = [:]

    private static let referenceKey = "$restorable"
    private static let archiveKey = "$archived"

    /// A coder to encode into.
    init(pathOf: @escaping (AnyObject) -> [String]?) {
        values = [:]
        self.pathOf = pathOf
        objectAt = { _ in nil }
        super.init()
    }

    /// A coder that reads `values` (a property list read from the archive).
    init(values: [String: Any], objectAt: @escaping ([String]) -> AnyObject?) {
        self.values = values
        pathOf = { _ in nil }
        self.objectAt = objectAt
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }

    // MARK: Encoding

    override func encode(_ object: Any?, forKey key: String) {
        guard let object else {
            values[key] = nil
            return
        }
        guard let value = propertyList(for: object) else {
            UIKitDiagnostics.reportFromAnyThread(
                UIKitDiagnostic.invalidArgument,
                "[State Restoration] The value for key \"\(key)\" (\(type(of: object))) is neither a property-list value, a preserved object nor NSCoding; it is not saved."
            )
            return
        }
        values[key] = value
    }

    override func encodeConditionalObject(_ object: Any?, forKey key: String) { encode(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { values[key] = value }
    override func encode(_ value: Int, forKey key: String) { values[key] = value }
    override func encode(_ value: Int32, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Float, forKey key: String) { values[key] = Double(value) }
    override func encode(_ value: Double, forKey key: String) { values[key] = value }

    /// `object` as the archive keeps it, or nil when it cannot be kept.
    private func propertyList(for object: Any) -> Any? {
        switch object {
        case let string as String: return string
        case let number as Bool: return number
        case let number as Int: return number
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as NSNumber: return number
        case let data as Data: return data
        case let date as Date: return date
        case let url as URL: return [Self.archiveKey: url.absoluteString, "$url": true]
        case let array as [Any]:
            let converted = array.compactMap(propertyList(for:))
            return converted.count == array.count ? converted : nil
        case let dictionary as [String: Any]:
            var converted: [String: Any] = [:]
            for (key, value) in dictionary {
                guard let item = propertyList(for: value) else { return nil }
                converted[key] = item
            }
            return converted
        default:
            let reference = object as AnyObject
            if let path = pathOf(reference) { return [Self.referenceKey: path] }
            if let coding = object as? (NSObject & NSCoding),
                let data = try? NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: false)
            {
                return [Self.archiveKey: data]
            }
            return nil
        }
    }

    // MARK: Decoding

    override func containsValue(forKey key: String) -> Bool { injected[key] != nil || values[key] != nil }

    override func decodeObject(forKey key: String) -> Any? {
        if let live = injected[key] { return live }
        return values[key].flatMap(object(from:))
    }

    override func decodeBool(forKey key: String) -> Bool { number(forKey: key)?.boolValue ?? false }
    override func decodeInteger(forKey key: String) -> Int { number(forKey: key)?.intValue ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { number(forKey: key)?.int32Value ?? 0 }
    override func decodeInt64(forKey key: String) -> Int64 { number(forKey: key)?.int64Value ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { number(forKey: key)?.floatValue ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { number(forKey: key)?.doubleValue ?? 0 }

    private func number(forKey key: String) -> NSNumber? {
        switch values[key] {
        case let number as NSNumber: number
        case let value as Bool: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        default: nil
        }
    }

    /// The value a property-list `item` stands for: preserved objects resolved, archives read.
    private func object(from item: Any) -> Any? {
        switch item {
        case let array as [Any]:
            return array.compactMap(object(from:))
        case let dictionary as [String: Any]:
            if let path = dictionary[Self.referenceKey] as? [String], dictionary.count == 1 { return objectAt(path) }
            if dictionary["$url"] != nil, let string = dictionary[Self.archiveKey] as? String {
                return URL(string: string)
            }
            if let data = dictionary[Self.archiveKey] as? Data, dictionary.count == 1 {
                guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
                unarchiver.requiresSecureCoding = false
                defer { unarchiver.finishDecoding() }
                return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
            }
            return dictionary.compactMapValues(object(from:))
        default:
            return item
        }
    }
}
