import Foundation

extension UIViewController {
    /// A property of a view controller that loads the controller's view before it is read, for
    /// outlets and other values set up in `loadView()` or `viewDidLoad()`: declare them
    /// `@ViewLoading var label: UILabel` instead of implicitly unwrapped. Reading one loads the
    /// view if needed, then gives the value. A value still unset after loading is a programming
    /// error that UIKit traps on; here it is reported with UIKit's words first, then traps, as
    /// there is no value to return.
    @propertyWrapper
    @preconcurrency @MainActor
    public struct ViewLoading<Value> {
        private var stored: Value?

        /// A property with no value yet.
        public init() {}

        /// Not available: the property is read through its controller, which loads its view.
        @available(*, unavailable, message: "@ViewLoading can only be used on properties of a UIViewController")
        public var wrappedValue: Value {
            get { fatalError("@ViewLoading can only be used on properties of a UIViewController") }
            set { fatalError("@ViewLoading can only be used on properties of a UIViewController") }
        }

        /// Loads the controller's view, then gives the value; setting it stores it without loading.
        public static subscript<EnclosingSelf: UIViewController>(
            _enclosingInstance instance: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ViewLoading<Value>>
        ) -> Value {
            get {
                instance.loadViewIfNeeded()
                guard let value = instance[keyPath: storageKeyPath].stored else {
                    UIKitDiagnostics.report(
                        UIKitDiagnostic.internalInconsistency,
                        "\(objectDescription(instance)): a @ViewLoading property was read, but it has no value after the view loaded."
                    )
                    preconditionFailure("@ViewLoading property read before it was set in loadView() or viewDidLoad()")
                }
                return value
            }
            set {
                instance[keyPath: storageKeyPath].stored = newValue
            }
        }
    }
}
