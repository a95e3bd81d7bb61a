import StoreKit
import UIKit

/// A rating prompt after enough launches and an in-app purchase screen, as apps write them.
@MainActor
final class RatingPrompter {
    private var launches = 0

    func appDidLaunch(in view: UIView) {
        launches += 1
        guard launches % 10 == 0 else { return }
        if let scene = view.window?.windowScene {
            SKStoreReviewController.requestReview(in: scene)
        }
    }
}

class StoreViewController: UIViewController, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    private var request: SKProductsRequest?
    private var products: [SKProduct] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        guard SKPaymentQueue.canMakePayments() else { return }
        SKPaymentQueue.default().add(self)
        let request = SKProductsRequest(productIdentifiers: ["com.example.pro"])
        request.delegate = self
        request.start()
        self.request = request
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        DispatchQueue.main.async {
            self.products = response.products
            print("invalid: \(response.invalidProductIdentifiers)")
        }
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {
        print("store: \(error.localizedDescription)")
    }

    func buy() {
        guard let product = products.first else { return }
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased, .restored, .failed:
                queue.finishTransaction(transaction)
            default:
                break
            }
        }
    }

    func loadStoreKit2() {
        Task {
            let products = try await Product.products(for: ["com.example.pro"])
            print(products.map(\.displayName))
            if let scene = view.window?.windowScene {
                AppStore.requestReview(in: scene)
            }
        }
    }
}
