import Foundation

/// The migration variable names a mapping's expressions read (`$source`, `$manager`…).
public let NSMigrationManagerKey = "manager"
public let NSMigrationSourceObjectKey = "source"
public let NSMigrationDestinationObjectKey = "destination"
public let NSMigrationEntityMappingKey = "entityMapping"
public let NSMigrationPropertyMappingKey = "propertyMapping"
public let NSMigrationEntityPolicyKey = "entityPolicy"

/// An expression a mapping model computes a destination value with: a constant, a variable
/// (`$source`), a key path (`$source.title`) or a function call
/// (`FUNCTION($manager, "destinationInstancesForEntityMappingNamed:sourceInstances:", "M", $source.author)`).
///
/// swift-corelibs-foundation declares `NSExpression` but leaves all of it unavailable, so
/// Core Data has its own. In a file that also imports Foundation (or XCTest), calls such as
/// `NSExpression(format:)` resolve to this one; where a type is named, spell it
/// `CoreData.NSExpression`. `FUNCTION` calls only the selectors Swift on Linux can reach without
/// the Objective-C runtime: the migration manager's instance lookups and
/// `fetchRequestForSourceEntityNamed:predicateString:`, `valueForKey:` / `valueForKeyPath:`;
/// anything else is an evaluation error naming the selector (a custom `NSEntityMigrationPolicy`
/// subclass computes such values instead). `FETCH(request, context, NO)` runs the fetch.
open class NSExpression: NSObject, @unchecked Sendable {
    /// The kinds of expression, numbered as Apple's.
    public enum ExpressionType: UInt, Sendable {
        case constantValue = 0
        case evaluatedObject = 1
        case variable = 2
        case keyPath = 3
        case function = 4
    }

    /// What kind of expression this is.
    open private(set) var expressionType: ExpressionType
    /// A constant expression's value.
    open private(set) var constantValue: Any?
    /// A variable expression's name (without the `$`).
    open private(set) var variable: String = ""
    /// A key-path expression's key path, read from `operand`'s value.
    open private(set) var keyPath: String = ""
    /// A function expression's selector or function name.
    open private(set) var function: String = ""
    /// A function expression's arguments.
    open private(set) var arguments: [NSExpression]?
    /// What a key path is read from, or a function is called on (the evaluated object if none).
    open var operand: NSExpression { operandStorage ?? .expressionForEvaluatedObject() }
    private var operandStorage: NSExpression?

    public init(expressionType type: ExpressionType) {
        expressionType = type
        super.init()
    }

    /// The expression whose value is always `obj`.
    public convenience init(forConstantValue obj: Any?) {
        self.init(expressionType: .constantValue)
        constantValue = obj
    }

    /// The expression whose value is the variable `string` of the evaluation's context.
    public convenience init(forVariable string: String) {
        self.init(expressionType: .variable)
        variable = string
    }

    /// The expression reading `keyPath` from the evaluated object; a key path starting with a
    /// variable (`$source.title`) reads from that variable.
    public convenience init(forKeyPath keyPath: String) {
        self.init(expressionType: .keyPath)
        if keyPath.hasPrefix("$"), let dot = keyPath.firstIndex(of: ".") {
            operandStorage = NSExpression(forVariable: String(keyPath[keyPath.index(after: keyPath.startIndex)..<dot]))
            self.keyPath = String(keyPath[keyPath.index(after: dot)...])
        } else {
            self.keyPath = keyPath
        }
    }

    /// The expression calling `name` (a built-in function such as `valueForKeyPath:`) with
    /// `parameters` (expressions).
    public convenience init(forFunction name: String, arguments parameters: [Any]) {
        self.init(expressionType: .function)
        function = name
        arguments = parameters.map { $0 as? NSExpression ?? NSExpression(forConstantValue: $0) }
    }

    /// The expression calling the selector `name` on `target`'s value with `parameters`: what
    /// the format's `FUNCTION(target, "selector", arguments…)` makes.
    public convenience init(forFunction target: NSExpression, selectorName name: String, arguments parameters: [Any]?) {
        self.init(expressionType: .function)
        operandStorage = target
        function = name
        arguments = (parameters ?? []).map { $0 as? NSExpression ?? NSExpression(forConstantValue: $0) }
    }

    /// The expression `expressionFormat` describes: constants (`"text"`, `12`, `3.5`, `nil`,
    /// `YES`), `%@` for the next of `args`, `$variable`, key paths (`$source.author.name`,
    /// `title`) and `FUNCTION(target, "selector", arguments…)`.
    ///
    /// A format that does not parse is misuse Apple raises an exception for; here the app
    /// stops with the parser's located reason.
    public convenience init(format expressionFormat: String, _ args: any CVarArg...) {
        self.init(format: expressionFormat, argumentArray: args)
    }

    /// The expression `expressionFormat` describes, `arguments` substituted for its `%@` in order.
    public convenience init(format expressionFormat: String, argumentArray arguments: [Any]) {
        let parsed: NSExpression
        do {
            var parser = ExpressionFormatParser(expressionFormat, arguments: arguments)
            parsed = try parser.parseAll()
        } catch {
            fatalError("\(error)")
        }
        self.init(expressionType: parsed.expressionType)
        constantValue = parsed.constantValue
        variable = parsed.variable
        keyPath = parsed.keyPath
        function = parsed.function
        self.arguments = parsed.arguments
        operandStorage = parsed.operandStorage
    }

    /// The expression whose value is the object evaluated.
    open class func expressionForEvaluatedObject() -> NSExpression { NSExpression(expressionType: .evaluatedObject) }

    /// The expression's value for `object`, variables from `context`; nil when it cannot be
    /// computed (`evaluate(_:variables:)` says why).
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        var variables: [String: Any] = [:]
        for (key, value) in context ?? [:] { if let key = key as? String { variables[key] = value } }
        return try? evaluate(object, variables: variables)
    }

    /// The expression's value for `object` with `variables`.
    ///
    /// - Throws: `NSMigrationError` naming an unknown variable or a selector Linux cannot call.
    func evaluate(_ object: Any?, variables: [String: Any]) throws -> Any? {
        switch expressionType {
        case .constantValue: return constantValue
        case .evaluatedObject: return object
        case .variable:
            guard let value = variables[variable] else {
                throw CoreDataError.migration(NSMigrationError, "the expression reads $\(variable), which is not set")
            }
            return value
        case .keyPath:
            var value = try operand.evaluate(object, variables: variables)
            for key in keyPath.split(separator: ".") { value = Self.value(of: value, forKey: String(key)) }
            return value
        case .function:
            let target = try operandStorage?.evaluate(object, variables: variables)
            let values = try (arguments ?? []).map { try $0.evaluate(object, variables: variables) }
            return try call(function, on: target, with: values)
        }
    }

    private func call(_ name: String, on target: Any?, with values: [Any?]) throws -> Any? {
        switch (name, target) {
        case ("destinationInstancesForEntityMappingNamed:sourceInstances:", let manager as NSMigrationManager):
            guard let mappingName = values.first as? String else { break }
            let sources = values.count > 1 ? NSManagedObject.objects(in: values[1] ?? nil) : nil
            return manager.destinationInstances(forEntityMappingName: mappingName, sourceInstances: sources)
        case ("sourceInstancesForEntityMappingNamed:destinationInstances:", let manager as NSMigrationManager):
            guard let mappingName = values.first as? String else { break }
            let destinations = values.count > 1 ? NSManagedObject.objects(in: values[1] ?? nil) : nil
            return manager.sourceInstances(forEntityMappingName: mappingName, destinationInstances: destinations)
        case ("fetchRequestForSourceEntityNamed:predicateString:", let manager as NSMigrationManager):
            guard let entityName = values.first as? String else { break }
            let request = NSFetchRequest<NSManagedObject>(entityName: entityName)
            request.includesSubentities = false
            if values.count > 1, let format = values[1] as? String, format != "TRUEPREDICATE" {
                request.predicate = try NSPredicate.parsing(format)
            }
            _ = manager
            return request
        case ("FETCH", nil):
            guard let request = values.first as? NSFetchRequest<NSManagedObject>,
                let context = values.count > 1 ? values[1] as? NSManagedObjectContext : nil
            else { break }
            return try context.fetch(request)
        case ("valueForKey:", let object?), ("valueForKeyPath:", let object?):
            guard let path = values.first as? String else { break }
            var value: Any? = object
            for key in path.split(separator: ".") { value = Self.value(of: value, forKey: String(key)) }
            return value
        case ("valueForKeyPath:", nil), ("valueForKey:", nil):
            guard values.count == 2, let path = values[1] as? String else { break }
            var value = values[0]
            for key in path.split(separator: ".") { value = Self.value(of: value, forKey: String(key)) }
            return value
        default:
            break
        }
        throw CoreDataError.migration(
            NSMigrationError,
            "FUNCTION \(name) cannot be called here (Linux has no Objective-C runtime to send it); "
                + "compute the value in an NSEntityMigrationPolicy subclass")
    }

    /// `object`'s value for `key`: a managed object's property, a dictionary's entry, the values
    /// of a set's or array's members.
    static func value(of object: Any?, forKey key: String) -> Any? {
        switch object {
        case let managed as NSManagedObject: return managed.value(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key]
        case let dictionary as NSDictionary: return dictionary[key]
        case let set as NSOrderedSet: return set.array.map { value(of: $0, forKey: key) ?? NSNull() }
        case let set as NSSet: return set.allObjects.map { value(of: $0, forKey: key) ?? NSNull() }
        case let array as [Any]: return array.map { value(of: $0, forKey: key) ?? NSNull() }
        case let any?: return Mirror(reflecting: any).children.first { $0.label == key }?.value
        case nil: return nil
        }
    }

    /// The source property a `$source.name` key path or a relationship's
    /// `FUNCTION($manager, "destinationInstances…", "M", $source.name)` reads: what a migration
    /// in SQL copies the column of; nil for any other expression.
    var sourcePropertyName: String? {
        switch expressionType {
        case .keyPath:
            guard operandStorage?.expressionType == .variable, operandStorage?.variable == NSMigrationSourceObjectKey,
                !keyPath.contains(".")
            else { return nil }
            return keyPath
        case .function:
            guard function == "destinationInstancesForEntityMappingNamed:sourceInstances:",
                operandStorage?.variable == NSMigrationManagerKey, let last = arguments?.last
            else { return nil }
            return last.sourcePropertyName
        default:
            return nil
        }
    }

    /// The entity mapping a relationship's `destinationInstances…` function names.
    var mappingNameArgument: String? {
        guard expressionType == .function, function == "destinationInstancesForEntityMappingNamed:sourceInstances:"
        else { return nil }
        return arguments?.first?.constantValue as? String
    }

    open override var description: String {
        switch expressionType {
        case .constantValue:
            if let string = constantValue as? String { return "\"\(string)\"" }
            return constantValue.map { "\($0)" } ?? "nil"
        case .evaluatedObject: return "SELF"
        case .variable: return "$\(variable)"
        case .keyPath:
            guard let operandStorage, operandStorage.expressionType != .evaluatedObject else { return keyPath }
            return "\(operandStorage).\(keyPath)"
        case .function:
            let rest = (arguments ?? []).map(\.description)
            if let operandStorage {
                return "FUNCTION(" + ([operandStorage.description, "\"\(function)\""] + rest).joined(separator: ", ")
                    + ")"
            }
            return "\(function)(" + rest.joined(separator: ", ") + ")"
        }
    }
}

/// Why an expression format did not parse, with the character offset where it stopped.
struct ExpressionFormatError: Error, CustomStringConvertible {
    var format: String
    var offset: Int
    var reason: String
    var description: String { "expression \"\(format)\" at \(offset): \(reason)" }
}

/// The parser of `NSExpression(format:)`'s small language (see that initializer).
struct ExpressionFormatParser {
    let format: String
    private let characters: [Character]
    private var position = 0
    private var arguments: [Any]

    init(_ format: String, arguments: [Any]) {
        self.format = format
        characters = Array(format)
        self.arguments = arguments
    }

    mutating func parseAll() throws -> NSExpression {
        let expression = try parseExpression()
        skipSpaces()
        guard position == characters.count else { throw failure("unexpected \"\(characters[position])\"") }
        return expression
    }

    private func failure(_ reason: String) -> ExpressionFormatError {
        ExpressionFormatError(format: format, offset: position, reason: reason)
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func identifier() -> String {
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber
                || characters[position] == "_"
        {
            position += 1
        }
        return String(characters[start..<position])
    }

    private mutating func parseExpression() throws -> NSExpression {
        var expression = try parsePrimary()
        while take(".") {
            let key = identifier()
            guard !key.isEmpty else { throw failure("a key is missing after \".\"") }
            if expression.expressionType == .keyPath {
                let path = expression.keyPath + "." + key
                let operand = expression.operand
                expression = NSExpression(forKeyPath: path)
                expression.setOperand(operand)
            } else {
                let keyPath = NSExpression(forKeyPath: key)
                keyPath.setOperand(expression)
                expression = keyPath
            }
        }
        return expression
    }

    private mutating func parsePrimary() throws -> NSExpression {
        skipSpaces()
        guard position < characters.count else { throw failure("an expression is missing") }
        let character = characters[position]
        if character == "$" {
            position += 1
            let name = identifier()
            guard !name.isEmpty else { throw failure("a variable name is missing after \"$\"") }
            return NSExpression(forVariable: name)
        }
        if character == "\"" || character == "'" {
            position += 1
            var text = ""
            while position < characters.count, characters[position] != character {
                if characters[position] == "\\", position + 1 < characters.count { position += 1 }
                text.append(characters[position])
                position += 1
            }
            guard position < characters.count else { throw failure("the string is not closed") }
            position += 1
            return NSExpression(forConstantValue: text)
        }
        if character == "%" {
            position += 1
            guard position < characters.count, characters[position] == "@" || characters[position] == "K" else {
                throw failure("only %@ and %K are substituted")
            }
            let isKey = characters[position] == "K"
            position += 1
            guard !arguments.isEmpty else { throw failure("more %@ than arguments") }
            let argument = arguments.removeFirst()
            if isKey, let key = argument as? String { return NSExpression(forKeyPath: key) }
            return NSExpression(forConstantValue: argument)
        }
        if character.isNumber || character == "-" {
            let start = position
            position += 1
            while position < characters.count, characters[position].isNumber || characters[position] == "." {
                position += 1
            }
            let text = String(characters[start..<position])
            if let integer = Int(text) { return NSExpression(forConstantValue: integer) }
            if let double = Double(text) { return NSExpression(forConstantValue: double) }
            throw failure("\(text) is not a number")
        }
        let word = identifier()
        switch word.uppercased() {
        case "": throw failure("unexpected \"\(character)\"")
        case "NIL", "NULL": return NSExpression(forConstantValue: nil)
        case "YES", "TRUE": return NSExpression(forConstantValue: true)
        case "NO", "FALSE": return NSExpression(forConstantValue: false)
        case "SELF": return .expressionForEvaluatedObject()
        case "FETCH":
            // FETCH(request, context, countOnly): what Xcode's mappings select source objects with.
            guard take("(") else { throw failure("FETCH needs \"(\"") }
            var parts = [try parseExpression()]
            while take(",") { parts.append(try parseExpression()) }
            guard take(")") else { throw failure("FETCH needs \")\"") }
            return NSExpression(forFunction: "FETCH", arguments: parts)
        case "FUNCTION":
            guard take("(") else { throw failure("FUNCTION needs \"(\"") }
            let target = try parseExpression()
            guard take(",") else { throw failure("FUNCTION needs a selector after its target") }
            let selector = try parseExpression()
            guard selector.expressionType == .constantValue, let name = selector.constantValue as? String else {
                throw failure("FUNCTION's selector must be a string")
            }
            var rest: [NSExpression] = []
            while take(",") { rest.append(try parseExpression()) }
            guard take(")") else { throw failure("FUNCTION needs \")\"") }
            return NSExpression(forFunction: target, selectorName: name, arguments: rest)
        default:
            return NSExpression(forKeyPath: word)
        }
    }
}

extension NSExpression {
    fileprivate func setOperand(_ expression: NSExpression) {
        operandStorage = expression.expressionType == .evaluatedObject ? nil : expression
    }
}
