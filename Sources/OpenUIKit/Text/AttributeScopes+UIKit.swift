import Foundation

/// UIKit's attributes for Swift's `AttributedString`, which Foundation on Linux lacks: the font
/// and the foreground colour, so `var title = AttributedString("Save"); title.font = .boldSystemFont(ofSize: 17)`
/// compiles and a button configuration's `attributedTitle` draws in them.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
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
