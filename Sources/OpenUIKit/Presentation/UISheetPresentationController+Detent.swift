import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at: `.large()` (the full sheet), `.medium()` (half of it), or a
    /// custom one whose resolver gives the height above the bottom safe area.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// What a detent is known by, for `selectedDetentIdentifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            /// Makes an identifier from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Makes an identifier from its string, as an extensible string enum's initializer does.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The value a custom resolver returns for a detent as tall as it can be.
        public static let maximumDetentValue = CGFloat.greatestFiniteMagnitude

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The sheet at its full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The sheet at about half the screen: half the large detent's height, rounded.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// A detent whose height `resolver` gives (nil leaves it out for now); `identifier`
        /// defaults to a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The height the detent has in `context`, at most the large detent's; nil when it is
        /// inactive.
        public func resolvedValue(
            in context: any UISheetPresentationControllerDetentResolutionContext
        )
            -> CGFloat?
        {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }
}
