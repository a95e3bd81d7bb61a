import Foundation

/// Key-value coding, which swift-corelibs-foundation lacks: key paths read through managed
/// objects, dictionaries, collections and (by `Mirror`) any object's stored properties.
enum KeyValue {
    /// The value at `keyPath` ("author.name", "items.@count", "lines.@sum.price") from `object`.
    static func value(of object: Any?, keyPath: String) -> Any? {
        // One key of a managed object, what sorting and most predicates read: no splitting, no casts.
        if let managed = object as? NSManagedObject, !keyPath.utf8.contains(UInt8(ascii: ".")),
            keyPath.utf8.first != UInt8(ascii: "@"), keyPath.utf8.count != 4 || keyPath.lowercased() != "self"
        {
            return managed.value(forKey: keyPath)
        }
        return value(of: object, components: keyPath.split(separator: ".").map(String.init)[...])
    }

    static func value(of object: Any?, components: ArraySlice<String>) -> Any? {
        guard let first = components.first else { return object }
        let rest = components.dropFirst()
        if first.hasPrefix("@") {
            let elements = collection(object) ?? []
            switch first.lowercased() {
            case "@count": return value(of: elements.count, components: rest)
            case "@sum", "@avg", "@max", "@min":
                let values = elements.map { value(of: $0, components: rest) }
                return aggregate(first.lowercased(), values)
            case "@distinctunionofobjects", "@unionofobjects":
                let values = elements.compactMap { value(of: $0, components: rest) }
                return first.lowercased() == "@unionofobjects" ? values : distinct(values)
            default: return nil
            }
        }
        if first.lowercased() == "self" { return value(of: object, components: rest) }
        if let managed = object as? NSManagedObject { return value(of: managed.value(forKey: first), components: rest) }
        if let elements = collection(object), !(object is String) {
            return elements.map { value(of: $0, components: components) as Any }
        }
        return value(of: property(first, of: object), components: rest)
    }

    /// The property `key` of one object (not a collection).
    static func property(_ key: String, of object: Any?) -> Any? {
        switch object {
        case nil: return nil
        case let managed as NSManagedObject: return managed.value(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key]
        case let dictionary as NSDictionary: return dictionary[key]
        case let dictionary as [AnyHashable: Any]: return dictionary[key]
        case let id as NSManagedObjectID where key == "entity": return id.entity
        case let entity as NSEntityDescription where key == "name": return entity.name
        default:
            var mirror: Mirror? = Mirror(reflecting: object as Any)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == key || $0.label == "_" + key }) {
                    return NSManagedObject.unwrapped(child.value)
                }
                mirror = current.superclassMirror
            }
            return nil
        }
    }

    /// The elements of a collection value, or nil for a single value.
    static func collection(_ value: Any?) -> [Any]? {
        switch value {
        case let set as NSOrderedSet: return set.array
        case let set as NSSet: return set.allObjects
        case let array as NSArray: return array.map { $0 }
        case let array as [Any]: return array
        case let string as String:
            _ = string
            return nil
        case let value?:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .set || mirror.displayStyle == .collection {
                return mirror.children.map(\.value)
            }
            return nil
        case nil: return nil
        }
    }

    static func distinct(_ values: [Any]) -> [Any] {
        var result: [Any] = []
        for value in values where !result.contains(where: { Compare.equal($0, value, options: []) }) {
            result.append(value)
        }
        return result
    }

    static func aggregate(_ operation: String, _ values: [Any?]) -> Any? {
        let present = values.compactMap { $0 }
        switch operation {
        case "@sum":
            return present.compactMap(Compare.number).reduce(0, +)
        case "@avg":
            let numbers = present.compactMap(Compare.number)
            return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "@max":
            return present.max { Compare.order($0, $1, options: []) == .orderedAscending }
        default:
            return present.min { Compare.order($0, $1, options: []) == .orderedAscending }
        }
    }
}

/// Comparing values of any kind the way Core Data's predicates and sort descriptors do.
enum Compare {
    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case is String, is Date, is NSDate: return nil
        case let bool as Bool: return bool ? 1 : 0
        case let decimal as Decimal: return NSDecimalNumber(decimal: decimal).doubleValue
        default:
            if let integer = NSAttributeDescription.integer(value), !(value is Double), !(value is Float) {
                return Double(integer)
            }
            return NSAttributeDescription.double(value)
        }
    }

    static func string(_ value: Any, options: Options) -> String? {
        let text: String
        switch value {
        case let string as String: text = string
        case let string as NSString: text = string as String
        case let string as Substring: text = String(string)
        default: return nil
        }
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }

    static func date(_ value: Any) -> Date? {
        if let date = value as? Date { return date }
        if let date = value as? NSDate { return date as Date }
        return nil
    }

    static func equal(_ a: Any?, _ b: Any?, options: Options) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, let other?), (let other?, nil): return other is NSNull
        case let (a?, b?):
            if a is NSNull || b is NSNull { return a is NSNull && b is NSNull }
            if let x = string(a, options: options), let y = string(b, options: options) { return x == y }
            if let x = date(a), let y = date(b) { return x == y }
            if let x = number(a), let y = number(b) { return x == y }
            if let x = a as? NSManagedObject {
                // Objects of two contexts are one when they are one row, as the store compares them.
                if let y = b as? NSManagedObject {
                    return x === y || (!x.objectID.isTemporaryID && x.objectID == y.objectID)
                }
                if let id = b as? NSManagedObjectID { return x.objectID == id }
                return false
            }
            if let id = a as? NSManagedObjectID, let y = b as? NSManagedObject { return y.objectID == id }
            if let x = a as? UUID, let y = b as? UUID { return x == y }
            if let x = a as? URL, let y = b as? URL { return x == y }
            if let x = a as? Data, let y = b as? Data { return x == y }
            if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
            if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
            return false
        }
    }

    /// The order of `a` and `b`; nil sorts before every value, as in Core Data's SQL.
    static func order(_ a: Any?, _ b: Any?, options: Options) -> ComparisonResult {
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (a?, b?):
            if let x = string(a, options: options), let y = string(b, options: options) {
                return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
            }
            if let x = date(a), let y = date(b) {
                return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
            }
            if let x = number(a), let y = number(b) {
                return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
            }
            if let x = a as? UUID, let y = b as? UUID {
                return order(x.uuidString, y.uuidString, options: options)
            }
            if let x = a as? URL, let y = b as? URL {
                return order(x.absoluteString, y.absoluteString, options: options)
            }
            return .orderedSame
        }
    }
}

/// Sorting by sort descriptors: stable, the first descriptor deciding first.
enum SortOrder {
    /// The key of a descriptor that only compares that key's values (no comparator or options),
    /// else nil.
    static func plainKey(of descriptor: NSSortDescriptor) -> String? {
        SortDescriptorKeys.shared.plainKey(for: descriptor) ?? descriptor.key
    }

    static func sorted<Element>(_ elements: [Element], by descriptors: [NSSortDescriptor]) -> [Element] {
        // Descriptors by key read each element's values once, not at every comparison.
        let keys = descriptors.map(plainKey(of:))
        if keys.allSatisfy({ $0 != nil }) {
            let paths = keys.compactMap { $0 }
            let ascending = descriptors.map(\.ascending)
            // Each value read once and typed once: comparing typed keys casts nothing.
            let rows = elements.enumerated().map { offset, element in
                (offset, element, paths.map { SortKey(KeyValue.value(of: element, keyPath: $0)) })
            }
            return rows.sorted { left, right in
                for index in paths.indices {
                    let result = left.2[index].order(right.2[index])
                    if result != .orderedSame { return (result == .orderedAscending) == ascending[index] }
                }
                return left.0 < right.0
            }.map(\.1)
        }
        let indexed = elements.enumerated().map { ($0.offset, $0.element) }
        return indexed.sorted { left, right in
            for descriptor in descriptors {
                let result = descriptor.compare(left.1 as AnyObject, to: right.1 as AnyObject)
                if result != .orderedSame { return result == .orderedAscending }
            }
            return left.0 < right.0
        }.map(\.1)
    }
}

/// A value to sort by, its kind found once: `order(_:)` gives what `Compare.order` gives for the
/// two values, comparing two keys of one kind without a cast.
enum SortKey {
    case none
    case text(String)
    case date(Date)
    case number(Double)
    case other(Any)

    init(_ value: Any?) {
        // The types attributes hold, each found by one cast (what `Compare`'s chain would find
        // after several).
        guard let value else {
            self = .none
            return
        }
        switch value {
        case let text as String:
            self = .text(text)
            return
        case let number as Int64:
            self = .number(Double(number))
            return
        case let number as Int32:
            self = .number(Double(number))
            return
        case let number as Int16:
            self = .number(Double(number))
            return
        case let number as Double:
            self = .number(number)
            return
        case let date as Date:
            self = .date(date)
            return
        default: break
        }
        if let text = Compare.string(value, options: []) {
            self = .text(text)
        } else if let date = Compare.date(value) {
            self = .date(date)
        } else if let number = Compare.number(value) {
            self = .number(number)
        } else {
            self = .other(value)
        }
    }

    private var value: Any? {
        switch self {
        case .none: return nil
        case .text(let text): return text
        case .date(let date): return date
        case .number(let number): return number
        case .other(let value): return value
        }
    }

    func order(_ other: SortKey) -> ComparisonResult {
        func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
            a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        }
        switch (self, other) {
        case (.none, .none): return .orderedSame
        case (.none, _): return .orderedAscending
        case (_, .none): return .orderedDescending
        case let (.text(a), .text(b)): return order(a, b)
        case let (.date(a), .date(b)): return order(a, b)
        case let (.number(a), .number(b)): return order(a, b)
        default: return Compare.order(value, other.value, options: [])
        }
    }
}
