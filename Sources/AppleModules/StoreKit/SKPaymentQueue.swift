import Foundation

/// A request to buy a product.
open class SKPayment: NSObject, @unchecked Sendable {
    open internal(set) var productIdentifier: String
    open internal(set) var quantity: Int
    open internal(set) var applicationUsername: String?

    public convenience init(product: SKProduct) { self.init(productIdentifier: product.productIdentifier) }

    init(productIdentifier: String, quantity: Int = 1) {
        self.productIdentifier = productIdentifier
        self.quantity = quantity
    }
}

/// A payment the app fills in itself.
open class SKMutablePayment: SKPayment, @unchecked Sendable {
    public override init(productIdentifier: String = "", quantity: Int = 1) {
        super.init(productIdentifier: productIdentifier, quantity: quantity)
    }

    open override var productIdentifier: String {
        get { super.productIdentifier }
        set { super.productIdentifier = newValue }
    }
    open override var quantity: Int {
        get { super.quantity }
        set { super.quantity = newValue }
    }
    open override var applicationUsername: String? {
        get { super.applicationUsername }
        set { super.applicationUsername = newValue }
    }
}

/// Where a payment stands.
public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing = 0
    case purchased = 1
    case failed = 2
    case restored = 3
    case deferred = 4
}

/// One payment's progress through the queue.
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    public let payment: SKPayment
    open internal(set) var transactionState: SKPaymentTransactionState
    open internal(set) var error: (any Error)?
    open var transactionIdentifier: String? { nil }
    open var transactionDate: Date? { nil }
    open var original: SKPaymentTransaction? { nil }

    init(payment: SKPayment, state: SKPaymentTransactionState, error: (any Error)?) {
        self.payment = payment
        self.transactionState = state
        self.error = error
    }
}

/// Who hears the queue's transactions.
public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
}

public extension SKPaymentTransactionObserver {
    /// Does nothing by default.
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    /// Does nothing by default.
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
    /// Does nothing by default.
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
}

/// The App Store's payment queue. Linux has no App Store account: `canMakePayments()` is false,
/// a payment added fails at once (`SKError.paymentNotAllowed`, told to the observers on the main
/// queue, and stays in `transactions` until finished), and a restore finishes with nothing.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let shared = SKPaymentQueue()
    private var observers: [any SKPaymentTransactionObserver] = []

    open class func `default`() -> SKPaymentQueue { shared }

    /// False: there is no App Store account to pay with.
    open class func canMakePayments() -> Bool { false }

    open private(set) var transactions: [SKPaymentTransaction] = []
    open var transactionObservers: [any SKPaymentTransactionObserver] { observers }

    open func add(_ observer: any SKPaymentTransactionObserver) {
        if !observers.contains(where: { $0 === observer }) { observers.append(observer) }
    }

    open func remove(_ observer: any SKPaymentTransactionObserver) {
        observers.removeAll { $0 === observer }
    }

    open func add(_ payment: SKPayment) {
        let transaction = SKPaymentTransaction(payment: payment, state: .failed, error: SKError(.paymentNotAllowed))
        transactions.append(transaction)
        let reference = QueueReference(self)
        DispatchQueue.main.async {
            let queue = reference.queue
            for observer in queue.observers { observer.paymentQueue(queue, updatedTransactions: [transaction]) }
        }
    }

    /// Removes a transaction the app has dealt with; the observers hear it was removed.
    open func finishTransaction(_ transaction: SKPaymentTransaction) {
        guard transactions.contains(where: { $0 === transaction }) else { return }
        transactions.removeAll { $0 === transaction }
        for observer in observers { observer.paymentQueue(self, removedTransactions: [transaction]) }
    }

    open func restoreCompletedTransactions() {
        let reference = QueueReference(self)
        DispatchQueue.main.async {
            let queue = reference.queue
            for observer in queue.observers { observer.paymentQueueRestoreCompletedTransactionsFinished(queue) }
        }
    }

    open func restoreCompletedTransactions(withApplicationUsername username: String?) { restoreCompletedTransactions() }

    private final class QueueReference: @unchecked Sendable {
        let queue: SKPaymentQueue
        init(_ queue: SKPaymentQueue) { self.queue = queue }
    }
}
