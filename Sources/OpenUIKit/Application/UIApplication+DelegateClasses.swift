import Foundation

/// How app and scene delegates named by class are made.
///
/// UIKit makes the app delegate `UIApplicationMain` names, and the scene delegate a scene
/// configuration names, through the Objective-C runtime. Swift can make an instance of a class
/// it knows only by metatype through a `required` initializer alone, and UIKit imposes none on a
/// delegate: `class AppDelegate: UIResponder, UIApplicationDelegate` is a plain non-final class.
/// So the app says how to make each one, with a closure that calls the class's own `init()`;
/// `openuikit port` writes these lines for a ported app.
///
/// Not UIKit API: on iOS the runtime does this.
extension UIApplication {
    /// Delegate factories by class.
    private static var delegateFactories: [ObjectIdentifier: @MainActor () -> AnyObject] = [:]

    /// Makes `delegateClass` available to `UIApplicationMain`, `@main` and the Info.plist's scene
    /// configurations, made by `factory` (usually `{ AppDelegate() }`). The class is also found
    /// by its name, qualified or not, as storyboards find registered classes.
    public static func registerDelegateClass<Delegate: AnyObject>(
        _ delegateClass: Delegate.Type,
        factory: @escaping @MainActor () -> Delegate
    ) {
        delegateFactories[ObjectIdentifier(delegateClass)] = factory
        UIStoryboard.register(delegateClass)
    }

    /// The class `name` means to `UIApplicationMain`: a registered class by its qualified or bare
    /// name, or one of OpenUIKit's. For the generated start of an app whose `main.swift` names its
    /// delegate.
    @_spi(Tooling) public static func registeredClass(named name: String) -> AnyClass? {
        ApplicationInfo.lookUpClass(name)
    }

    /// A new instance of a registered delegate class; nil, with UIKit's console message naming
    /// `role`, when the class has no factory.
    static func makeDelegate(of delegateClass: AnyClass, role: String) -> AnyObject? {
        if let factory = delegateFactories[ObjectIdentifier(delegateClass)] { return factory() }
        let name = String(reflecting: delegateClass)
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "Unable to instantiate the \(role) instance \(name): register it with UIApplication.registerDelegateClass(\(name).self) { \(name)() } (without the Objective-C runtime, Swift can make a class known only by name through a factory)."
        )
        return nil
    }
}
