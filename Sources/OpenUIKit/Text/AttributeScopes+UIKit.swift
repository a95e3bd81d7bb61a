import Foundation

/// UIKit's attributes for Swift's `AttributedString`, which Foundation on Linux lacks: the font
/// and the foreground colour, so `var title = AttributedString("Save"); title.font = .boldSystemFont(ofSize: 17)`
/// compiles and a button configuration's `attributedTitle` draws in them.
extension AttributeScopes {
    /// The attributes UIKit adds to `AttributedString`: font, foreground color and background color, with Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// The font a run of text is drawn in.
        public let font: FontAttribute
        /// The color a run of text is drawn in.
        public let foregroundColor: ForegroundColorAttribute
        /// The color drawn behind a run of text.
        public let backgroundColor: BackgroundColorAttribute
        /// Foundation's own attributes, so they are reachable through this scope too.
        public let foundation: FoundationAttributes

        /// The attribute key for a run's font, `NSAttributedString.Key.font`.
        public enum FontAttribute: AttributedStringKey {
            /// A font attribute's value is a `UIFont`.
            public typealias Value = UIFont
            /// The key's name, the same as `NSAttributedString.Key.font`'s.
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The attribute key for a run's text color, `NSAttributedString.Key.foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A foreground color attribute's value is a `UIColor`.
            public typealias Value = UIColor
            /// The key's name, the same as `NSAttributedString.Key.foregroundColor`'s.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The attribute key for the color behind a run, `NSAttributedString.Key.backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A background color attribute's value is a `UIColor`.
            public typealias Value = UIColor
            /// The key's name, the same as `NSAttributedString.Key.backgroundColor`'s.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
    }

    /// The UIKit attribute scope, for Foundation APIs that take a scope as a key path, `\.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

/// Makes UIKit's attributes reachable as properties of an attributed string and its runs, such as `title.font`.
extension AttributeDynamicLookup {
    /// The UIKit attribute at the key path, so `string.font` and `string.foregroundColor` read and write it.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The string with the UIKit attributes of each run (Foundation's conversion is not on
    /// Linux); `defaults` fill what a run leaves unset.
    static func converting(
        _ string: AttributedString, defaults: [NSAttributedString.Key: Any] = [:]
    ) -> NSAttributedString {
        let pieces = string.runs.map { run in
            var attributes = defaults
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] {
                attributes[.foregroundColor] = color
            }
            if let color = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] {
                attributes[.backgroundColor] = color
            }
            return NSAttributedString(string: String(string[run.range].characters), attributes: attributes)
        }
        // One run, the usual case, needs no joining (nor the copies Foundation never frees).
        if pieces.count == 1 { return pieces[0] }
        let result = NSMutableAttributedString(string: "")
        for piece in pieces { result.append(piece) }
        return result
    }
}
