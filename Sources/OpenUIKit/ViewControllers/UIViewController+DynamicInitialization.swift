import Foundation

/// `Self(nibName:bundle:)` where `Self` is known only at run time (a protocol extension's
/// `static func instantiateFromXib() -> Self`, a factory taking a controller type). On iOS the
/// call is dispatched through the Objective-C runtime to the class's own `init(nibName:bundle:)`;
/// Swift allows it on a metatype only for a `required` initializer, which UIKit's is not (making
/// it one would oblige every subclass with an initializer of its own to write it too).
///
/// So `openuikit port` rewrites the call to `Self.openUIKitInit(nibName:bundle:)`, and its
/// generated entry point registers, for each controller class of the app that has the
/// initializer, a factory that calls it: the class's own initializer runs, overrides and all,
/// as on iOS. Not UIKit API.
extension UIViewController {
    private static var nibInitializers: [ObjectIdentifier: (String?, Bundle?) -> UIViewController] = [:]

    /// Makes `type(nibName:bundle:)` the way `openUIKitInit(nibName:bundle:)` makes `type`.
    public static func registerNibInitializer<Controller: UIViewController>(
        _ type: Controller.Type, _ make: @escaping (String?, Bundle?) -> Controller
    ) {
        nibInitializers[ObjectIdentifier(type)] = make
    }

    /// An instance of the class this is called on, made by its `init(nibName:bundle:)`. A class
    /// with no registered factory is made by `init?(coder:)` instead, with the nib name and bundle
    /// it was given, and its own `init(nibName:bundle:)` does not run; that is reported.
    public class func openUIKitInit(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) -> Self {
        if let make = nibInitializers[ObjectIdentifier(self)], let made = make(nibNameOrNil, nibBundleOrNil) as? Self {
            return made
        }
        UIKitDiagnostics.report(
            UIKitDiagnostic.warning,
            "\(self) has no registered init(nibName:bundle:) factory: made by init(coder:) with the nib name instead")
        guard let made = self.init(coder: NibInitializationCoder(nibName: nibNameOrNil, bundle: nibBundleOrNil)) else {
            preconditionFailure("\(self).init(coder:) returned nil: it cannot be made from a nib name here")
        }
        return made
    }
}

/// The coder `openUIKitInit(nibName:bundle:)` hands `init?(coder:)` when it has no factory: it
/// carries the nib name and bundle, which `UIViewController.init?(coder:)` takes.
final class NibInitializationCoder: ArchivelessCoder, @unchecked Sendable {
    let nibName: String?
    let bundle: Bundle?

    init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.bundle = bundle
        super.init()
    }
}
