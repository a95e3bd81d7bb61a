import Foundation

/// Who hears that a request ended.
public protocol SKRequestDelegate: NSObjectProtocol {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: any Error)
}

public extension SKRequestDelegate {
    /// Does nothing by default.
    func requestDidFinish(_ request: SKRequest) {}
    /// Does nothing by default.
    func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

/// Who hears what a products request found.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request to the App Store.
open class SKRequest: NSObject {
    open weak var delegate: (any SKRequestDelegate)?
    var cancelled = false

    open func start() {}

    /// After a cancel, the delegate hears nothing more.
    open func cancel() { cancelled = true }
}

/// Asks the App Store for products. On Linux the answer, on the main queue, lists no product and
/// every identifier as invalid, then `requestDidFinish(_:)`, as the Simulator answers with no
/// StoreKit configuration.
open class SKProductsRequest: SKRequest {
    public let productIdentifiers: Set<String>

    public init(productIdentifiers: Set<String>) {
        self.productIdentifiers = productIdentifiers
        super.init()
    }

    open override func start() {
        cancelled = false
        let reference = RequestReference(self)
        DispatchQueue.main.async {
            guard let request = reference.request, !request.cancelled else { return }
            let response = SKProductsResponse(
                products: [], invalidProductIdentifiers: request.productIdentifiers.sorted())
            (request.delegate as? any SKProductsRequestDelegate)?.productsRequest(request, didReceive: response)
            request.delegate?.requestDidFinish(request)
        }
    }

    private final class RequestReference: @unchecked Sendable {
        let request: SKProductsRequest?
        init(_ request: SKProductsRequest) { self.request = request }
    }
}

/// Asks for a fresh App Store receipt: none can be had without a store, so it fails.
open class SKReceiptRefreshRequest: SKRequest {
    public override init() { super.init() }
    public init(receiptProperties properties: [String: Any]?) { super.init() }

    open override func start() {
        cancelled = false
        let reference = Reference(self)
        DispatchQueue.main.async {
            guard let request = reference.request, !request.cancelled else { return }
            request.delegate?.request(request, didFailWithError: SKError(.unknown))
        }
    }

    private final class Reference: @unchecked Sendable {
        let request: SKReceiptRefreshRequest?
        init(_ request: SKReceiptRefreshRequest) { self.request = request }
    }
}
