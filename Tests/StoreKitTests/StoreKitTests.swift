import Foundation
import StoreKit
import UIKit
import XCTest

/// StoreKit with no App Store: review requests show nothing, payments cannot be made and fail,
/// products requests find nothing and name every identifier invalid.
final class StoreKitTests: XCTestCase {
    private final class ProductsDelegate: NSObject, SKProductsRequestDelegate {
        var response: SKProductsResponse?
        var finished = 0
        var onFinish: (() -> Void)?
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            self.response = response
        }
        func requestDidFinish(_ request: SKRequest) {
            finished += 1
            onFinish?()
        }
    }

    private final class Observer: NSObject, SKPaymentTransactionObserver {
        var updated: [SKPaymentTransaction] = []
        var restored = 0
        var onChange: (() -> Void)?
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
            updated += transactions
            onChange?()
        }
        func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {
            restored += 1
            onChange?()
        }
    }

    func testPaymentsCannotBeMade() {
        XCTAssertFalse(SKPaymentQueue.canMakePayments())
        XCTAssertFalse(AppStore.canMakePayments)
    }

    @MainActor
    func testProductsRequestFindsNoProductAndNamesEveryIdentifierInvalid() async {
        let request = SKProductsRequest(productIdentifiers: ["com.example.pro", "com.example.coins"])
        let delegate = ProductsDelegate()
        request.delegate = delegate
        let finished = expectation(description: "finished")
        delegate.onFinish = { finished.fulfill() }
        request.start()
        await fulfillment(of: [finished], timeout: 5)
        XCTAssertEqual(delegate.response?.products.count, 0)
        XCTAssertEqual(delegate.response?.invalidProductIdentifiers, ["com.example.coins", "com.example.pro"])
        XCTAssertEqual(delegate.finished, 1)
    }

    func testStoreKit2ProductsAreEmpty() async throws {
        let products = try await Product.products(for: ["com.example.pro"])
        XCTAssertTrue(products.isEmpty)
    }

    @MainActor
    func testAPaymentFailsAndARestoreFindsNothing() async {
        let queue = SKPaymentQueue.default()
        let observer = Observer()
        queue.add(observer)
        defer { queue.remove(observer) }
        let failed = expectation(description: "failed")
        observer.onChange = { failed.fulfill() }
        let payment = SKMutablePayment()
        payment.productIdentifier = "com.example.pro"
        queue.add(payment)
        await fulfillment(of: [failed], timeout: 5)
        XCTAssertEqual(observer.updated.map(\.transactionState), [.failed])
        XCTAssertEqual((observer.updated.first?.error as? SKError)?.code, .paymentNotAllowed)
        XCTAssertEqual(observer.updated.first?.payment.productIdentifier, "com.example.pro")
        if let transaction = observer.updated.first {
            XCTAssertTrue(queue.transactions.contains { $0 === transaction })
            queue.finishTransaction(transaction)
            XCTAssertFalse(queue.transactions.contains { $0 === transaction })
        }

        let restored = expectation(description: "restored")
        observer.onChange = { restored.fulfill() }
        queue.restoreCompletedTransactions()
        await fulfillment(of: [restored], timeout: 5)
        XCTAssertEqual(observer.restored, 1)
    }

    @MainActor
    func testReviewRequestShowsNothing() async {
        let scene = UIWindowScene.self
        XCTAssertNotNil(scene)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let before = window.subviews.count
        if let windowScene = window.windowScene {
            SKStoreReviewController.requestReview(in: windowScene)
            AppStore.requestReview(in: windowScene)
        }
        XCTAssertEqual(window.subviews.count, before)
        XCTAssertEqual((SKError(.paymentNotAllowed) as NSError).domain, SKErrorDomain)
        XCTAssertEqual((SKError(.paymentNotAllowed) as NSError).code, 4)
    }
}
