import Foundation

/// The type of an attribute's values, as Xcode's model editor offers them.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

/// An attribute of an entity: its value type, default and whether it may be empty.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The type of the attribute's values; it decides the column's SQLite type.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a newly inserted object starts with.
    open var defaultValue: Any? = nil
    /// The Swift class name of the values (`NSString`, `NSNumber`, `NSDate`…), from the type.
    open var attributeValueClassName: String? {
        switch attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType,
            .floatAttributeType, .booleanAttributeType:
            return "NSNumber"
        case .decimalAttributeType: return "NSDecimalNumber"
        case .stringAttributeType: return "NSString"
        case .dateAttributeType: return "NSDate"
        case .binaryDataAttributeType: return "NSData"
        case .UUIDAttributeType: return "NSUUID"
        case .URIAttributeType: return "NSURL"
        case .transformableAttributeType, .undefinedAttributeType, .objectIDAttributeType, .compositeAttributeType:
            return nil
        }
    }
    /// The name of the value transformer of a transformable attribute.
    open var valueTransformerName: String? = nil
    /// Whether the store may keep large data in a file beside the database (here it stays in the row).
    open var allowsExternalBinaryDataStorage: Bool = false
    /// Whether string values are kept for Spotlight (no effect on Linux).
    open var preservesValueInHistoryOnDeletion: Bool = false

    public override init() { super.init() }

    /// `value` converted to this attribute's Swift type (`Int16`, `Date`, `UUID`…), or nil when it
    /// cannot be: what is stored, compared and handed back by `value(forKey:)`.
    func coerce(_ value: Any?) -> Any? {
        guard let value else { return nil }
        // A value already of the attribute's type (what apps and the store mostly hand in) takes
        // one cast: the test for NSNull below costs more, as it tries bridging.
        switch attributeType {
        case .stringAttributeType: if let string = value as? String { return string }
        case .integer64AttributeType: if let number = value as? Int64 { return number }
        case .integer32AttributeType: if let number = value as? Int32 { return number }
        case .integer16AttributeType: if let number = value as? Int16 { return number }
        case .doubleAttributeType: if let number = value as? Double { return number }
        case .booleanAttributeType: if let flag = value as? Bool { return flag }
        case .dateAttributeType: if let date = value as? Date { return date }
        default: break
        }
        if value is NSNull { return nil }
        switch attributeType {
        case .integer16AttributeType: return Self.integer(value).map { Int16(truncatingIfNeeded: $0) }
        case .integer32AttributeType: return Self.integer(value).map { Int32(truncatingIfNeeded: $0) }
        case .integer64AttributeType: return Self.integer(value)
        case .doubleAttributeType: return Self.double(value)
        case .floatAttributeType: return Self.double(value).map { Float($0) }
        case .booleanAttributeType:
            if let bool = value as? Bool { return bool }
            return Self.integer(value).map { $0 != 0 }
        case .decimalAttributeType:
            if let decimal = value as? Decimal { return decimal }
            if let number = value as? NSDecimalNumber { return number.decimalValue }
            if let string = value as? String { return Decimal(string: string) }
            return Self.double(value).map { Decimal($0) }
        case .stringAttributeType:
            if let string = value as? String { return string }
            if let string = value as? NSString { return string as String }
            return nil
        case .dateAttributeType:
            if let date = value as? Date { return date }
            if let date = value as? NSDate { return date as Date }
            return nil
        case .binaryDataAttributeType:
            if let data = value as? Data { return data }
            if let data = value as? NSData { return data as Data }
            return nil
        case .UUIDAttributeType:
            if let uuid = value as? UUID { return uuid }
            if let uuid = value as? NSUUID { return uuid as UUID }
            return (value as? String).flatMap(UUID.init(uuidString:))
        case .URIAttributeType:
            if let url = value as? URL { return url }
            if let url = value as? NSURL { return url as URL }
            return (value as? String).flatMap(URL.init(string:))
        case .transformableAttributeType, .undefinedAttributeType, .objectIDAttributeType, .compositeAttributeType:
            return value
        }
    }

    static func integer(_ value: Any) -> Int64? {
        switch value {
        case let value as Int64: return value
        case let value as Int: return Int64(value)
        case let value as Int32: return Int64(value)
        case let value as Int16: return Int64(value)
        case let value as Int8: return Int64(value)
        case let value as UInt: return Int64(truncatingIfNeeded: value)
        case let value as UInt64: return Int64(truncatingIfNeeded: value)
        case let value as UInt32: return Int64(value)
        case let value as UInt16: return Int64(value)
        case let value as UInt8: return Int64(value)
        case let value as Bool: return value ? 1 : 0
        case let value as Double where value.isFinite: return Int64(exactly: value.rounded(.towardZero))
        case let value as Float where value.isFinite: return Int64(exactly: value.rounded(.towardZero))
        case let value as NSNumber: return value.int64Value
        case let value as String: return Int64(value)
        default: return nil
        }
    }

    static func double(_ value: Any) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        case let value as String: return Double(value)
        default: return integer(value).map(Double.init)
        }
    }

    /// The value of Xcode's `defaultValueString` in this attribute's type.
    func parseDefault(_ string: String) -> Any? {
        switch attributeType {
        case .booleanAttributeType:
            return ["YES", "true", "1"].contains(string) ? true : (["NO", "false", "0"].contains(string) ? false : nil)
        case .dateAttributeType:
            return Double(string).map { Date(timeIntervalSinceReferenceDate: $0) }
        default:
            return coerce(string)
        }
    }
}
