import Foundation

/// StoreKit 2's product. Linux has no App Store to list products, so `products(for:)` returns an
/// empty array, as the Simulator does with no StoreKit configuration; no `Product` is ever made.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool

    /// No product exists: the answer is empty.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        StoreLog.note("products requested for \(identifiers.count) identifier(s): no App Store here, none returned")
        return []
    }

    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }
}
