import Foundation

/// The rules a password must meet, for AutoFill's strong passwords, written in Apple's
/// password rules language (`required: upper; required: digit; minlength: 8;`). The text field
/// keeps them (`passwordRules`); no AutoFill suggests passwords on Linux, so nothing reads them
/// there. `minimumLength` and `requiredClasses` read what the descriptor asks for.
open class UITextInputPasswordRules: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: immutable.
    /// The rules as written.
    public let passwordRulesDescriptor: String

    /// Rules from a descriptor in the password rules language.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two rules are equal when their descriptors are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }

    open override var hash: Int { passwordRulesDescriptor.hashValue }

    /// The rules' `minlength`, if given.
    var minimumLength: Int? { values(of: "minlength").compactMap { Int($0) }.max() }

    /// The character classes the rules require (`upper`, `lower`, `digit`, `special`, or `[…]` sets).
    var requiredClasses: [String] {
        values(of: "required").flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    private func values(of property: String) -> [String] {
        passwordRulesDescriptor.split(separator: ";").compactMap { rule in
            let parts = rule.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == property else {
                return nil
            }
            return parts[1].trimmingCharacters(in: .whitespaces)
        }
    }
}
