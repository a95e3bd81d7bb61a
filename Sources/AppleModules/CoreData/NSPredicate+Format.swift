import Foundation

/// The predicate format language, which swift-corelibs-foundation declares but leaves out.
///
/// Foundation's `NSPredicate` is the class (apps, arrays and `NSCompoundPredicate` share it):
/// these initializers parse the format here and make a block predicate evaluating it in memory
/// against managed objects, dictionaries and any object's stored properties. `predicateFormat`
/// stays Foundation's ("BLOCKPREDICATE") as it cannot be overridden from outside.
extension NSPredicate {
    /// The predicate `predicateFormat` describes, `args` substituted for its `%@`, `%K`, `%d`….
    ///
    /// A format that does not parse is misuse Apple raises an exception for; here the app stops
    /// with the parser's located reason.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// The predicate `predicateFormat` describes, `arguments` substituted in order.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let node: PredicateNode
        do {
            node = try PredicateParser.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
        } catch {
            fatalError("\(error)")
        }
        self.init { object, bindings in
            PredicateEvaluator(bindings: bindings ?? [:]).evaluate(node, object)
        }
        ParsedPredicates.shared.record(node, for: self)
    }

    /// The predicate `predicateFormat` describes, arguments from a C `va_list`: not readable
    /// here (Swift sees no types in it), so only formats without arguments are accepted.
    public convenience init(format predicateFormat: String, arguments argList: CVaListPointer) {
        self.init(format: predicateFormat, argumentArray: [])
    }

    /// Parses `format` without stopping the app on a malformed one.
    ///
    /// - Throws: `PredicateFormatError` with the offset where parsing stopped.
    static func parsing(_ format: String, arguments: [Any] = []) throws -> NSPredicate {
        let node = try PredicateParser.parse(format, arguments: arguments.map { $0 })
        let predicate = NSPredicate { object, bindings in
            PredicateEvaluator(bindings: bindings ?? [:]).evaluate(node, object)
        }
        ParsedPredicates.shared.record(node, for: predicate)
        return predicate
    }
}

/// Foundation's objects as predicate arguments: on Apple platforms every `NSObject` is a
/// `CVarArg`, which `NSPredicate(format:_:)` takes; on Linux none is. The predicate parser takes
/// the Swift values themselves and never reads the encoding (the object's address). Foundation's
/// `String(format:)` on Linux cannot print an object for `%@` from an address and fails on one:
/// pass `String(describing:)` there.
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

/// Dates as predicate arguments (`%@`), as Apple's bridging to `NSDate` allows.
extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}

/// UUIDs as predicate arguments (`id as CVarArg`), as Apple's bridging to `NSUUID` allows.
extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [hashValue] }
}

/// URLs as predicate arguments, as Apple's bridging to `NSURL` allows.
extension URL: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [hashValue] }
}

/// Evaluates a parsed predicate against one object.
struct PredicateEvaluator {
    var bindings: [String: Any]

    func evaluate(_ node: PredicateNode, _ object: Any?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, object)
        case .and(let terms): return terms.allSatisfy { evaluate($0, object) }
        case .or(let terms): return terms.contains { evaluate($0, object) }
        case .comparison(let left, let op, let right, let options, let modifier):
            let lhs = value(left, object)
            let rhs = value(right, object)
            switch modifier {
            case .direct:
                // A key path through a to-many relationship compared with one value means "any".
                if case .keyPath = left, let elements = KeyValue.collection(lhs), !(lhs is String),
                    KeyValue.collection(rhs) == nil || op == .in, op != .contains, !isCount(left)
                {
                    return elements.contains { compare($0, op, rhs, options) }
                }
                return compare(lhs, op, rhs, options)
            case .any:
                return (KeyValue.collection(lhs) ?? [lhs as Any]).contains { compare($0, op, rhs, options) }
            case .all:
                return (KeyValue.collection(lhs) ?? [lhs as Any]).allSatisfy { compare($0, op, rhs, options) }
            case .none:
                return !(KeyValue.collection(lhs) ?? [lhs as Any]).contains { compare($0, op, rhs, options) }
            }
        }
    }

    private func isCount(_ expression: PredicateExpression) -> Bool {
        if case .keyPath(let path) = expression { return path.lowercased().hasSuffix("@count") }
        return false
    }

    func value(_ expression: PredicateExpression, _ object: Any?) -> Any? {
        switch expression {
        case .constant(let value): return value
        case .evaluatedObject: return object
        case .keyPath(let path): return KeyValue.value(of: object, keyPath: path)
        case .variable(let name): return bindings[name]
        case .variableKeyPath(let name, let path): return KeyValue.value(of: bindings[name], keyPath: path)
        case .aggregate(let elements): return elements.map { value($0, object) as Any }
        case .keyPathFrom(let base, let path): return KeyValue.value(of: value(base, object), keyPath: path)
        case .subquery(let collection, let variable, let predicate):
            let elements = KeyValue.collection(value(collection, object)) ?? []
            return elements.filter { element in
                var inner = self
                inner.bindings[variable] = element
                return inner.evaluate(predicate, element)
            }
        }
    }

    func compare(_ lhs: Any?, _ op: PredicateOperator, _ rhs: Any?, _ options: Compare.Options) -> Bool {
        let lhs = lhs.flatMap(NSManagedObject.unwrapped)
        let rhs = rhs.flatMap(NSManagedObject.unwrapped)
        switch op {
        case .equal: return Compare.equal(lhs, rhs, options: options)
        case .notEqual: return !Compare.equal(lhs, rhs, options: options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let lhs, let rhs, !(lhs is NSNull), !(rhs is NSNull) else { return false }
            let order = Compare.order(lhs, rhs, options: options)
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .beginsWith, .endsWith, .like, .matches:
            guard let lhs, let rhs, let text = Compare.string(lhs, options: options),
                let pattern = Compare.string(rhs, options: options)
            else { return false }
            switch op {
            case .beginsWith: return text.hasPrefix(pattern)
            case .endsWith: return text.hasSuffix(pattern)
            case .like: return Self.like(text, pattern)
            default: return Self.matches(text, pattern)
            }
        case .contains:
            if let elements = KeyValue.collection(lhs) {
                return elements.contains { Compare.equal($0, rhs, options: options) }
            }
            guard let lhs, let rhs, let text = Compare.string(lhs, options: options),
                let part = Compare.string(rhs, options: options)
            else { return false }
            return part.isEmpty ? false : text.contains(part)
        case .in:
            if let elements = KeyValue.collection(rhs) {
                return elements.contains { Compare.equal(lhs, $0, options: options) }
            }
            guard let lhs, let rhs, let part = Compare.string(lhs, options: options),
                let text = Compare.string(rhs, options: options)
            else { return false }
            return text.contains(part)
        case .between:
            guard let bounds = KeyValue.collection(rhs), bounds.count == 2, let lhs else { return false }
            return Compare.order(lhs, bounds[0], options: options) != .orderedAscending
                && Compare.order(lhs, bounds[1], options: options) != .orderedDescending
        }
    }

    /// LIKE: `*` any run of characters, `?` one character.
    static func like(_ text: String, _ pattern: String) -> Bool {
        let t = Array(text)
        let p = Array(pattern)
        var ti = 0
        var pi = 0
        var star = -1
        var mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || (p[pi] != "*" && p[pi] == t[ti]) {
                ti += 1
                pi += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// MATCHES: the whole string matches the ICU regular expression.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range) != nil
    }
}

/// Arrays as predicate arguments (`id IN %@`), as Apple's bridging to `NSArray` allows.
extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [count] }
}

/// Sets as predicate arguments, as Apple's bridging to `NSSet` allows.
extension Set: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [count] }
}
