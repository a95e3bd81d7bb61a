import Foundation

/// A product the App Store sells. None is ever returned on Linux: there is no store to list them.
open class SKProduct: NSObject, @unchecked Sendable {
    open var productIdentifier: String { "" }
    open var localizedTitle: String { "" }
    open var localizedDescription: String { "" }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { .current }
    open var isFamilyShareable: Bool { false }
}

/// What a products request found: on Linux no product, every identifier asked for invalid, as an
/// app in the Simulator without a StoreKit configuration gets.
open class SKProductsResponse: NSObject, @unchecked Sendable {
    public let products: [SKProduct]
    public let invalidProductIdentifiers: [String]
    init(products: [SKProduct], invalidProductIdentifiers: [String]) {
        self.products = products
        self.invalidProductIdentifiers = invalidProductIdentifiers
    }
}
