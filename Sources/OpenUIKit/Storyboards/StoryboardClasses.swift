import Foundation
import StoryboardDocument

/// Turns the class names a storyboard writes into Swift classes, with no Objective-C runtime:
/// `customClass` in `customModule` is looked up by its qualified name; a class whose module
/// the file leaves to "the app's target" (`customModuleProvider="target"`) or doesn't name is
/// looked for in the running executable's module, in the modules the storyboard names, and in
/// the classes registered with `UIStoryboard.register(_:)`.
@MainActor
enum StoryboardClasses {
    /// Set while a launch screen is made: iOS draws launch storyboards without the app's classes
    /// (its code has not run yet), with each element's UIKit class.
    static var ignoresCustomClasses = false

    /// Registered classes by unqualified and qualified name.
    static var registered: [String: AnyClass] = [:]

    /// The modules a class without a module is looked for in: the executable's, then those of
    /// registered classes.
    static var knownModules: [String] = {
        var modules: [String] = []
        for path in [
            Bundle.main.executableURL?.lastPathComponent,
            CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent },
        ] {
            guard var name = path else { continue }
            if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
            let module = name.replacingOccurrences(of: "-", with: "_")
            if !modules.contains(module) { modules.append(module) }
        }
        return modules
    }()

    /// Element names whose UIKit class has another name than `UI` + the capitalized element.
    private static let elementClassNames: [String: String] = [
        "viewController": "UIViewController", "containerView": "UIView", "view": "UIView",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController", "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController", "wkWebView": "WKWebView", "mapView": "MKMapView",
        "arscnView": "ARSCNView", "sceneKitView": "SCNView", "glkView": "GLKView", "mtkView": "MTKView",
    ]

    /// The frameworks beside UIKit whose views and controllers IB has elements for: the element's
    /// class is looked for there (linked when the app imports the framework).
    private static let elementModules: [String: String] = [
        "wkWebView": "WebKit", "mapView": "MapKit", "avPlayerViewController": "AVKit",
    ]

    /// The UIKit class name IB means by an element name (`label` → `UILabel`).
    static func uiKitClassName(forElement element: String) -> String {
        if let name = elementClassNames[element] { return name }
        return "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// A class by the names a document gives it, or nil.
    /// Lookups already made, found or not: `ClassesByName` demangles and searches every time.
    private static var lookups: [String: AnyClass?] = [:]

    static func lookUp<Base: AnyObject>(
        _ name: String, module: String?, inAppTarget: Bool = false, as base: Base.Type
    ) -> Base.Type? {
        let key = "\(ObjectIdentifier(base))|\(module ?? "")|\(inAppTarget)|\(name)"
        if let cached = lookups[key] { return cached as? Base.Type }
        let found = uncachedLookUp(name, module: module, inAppTarget: inAppTarget, as: base)
        lookups[key] = .some(found)
        return found
    }

    private static func uncachedLookUp<Base: AnyObject>(
        _ name: String, module: String?, inAppTarget: Bool, as base: Base.Type
    ) -> Base.Type? {
        // A named module is where the class is; without one (or with "the app's target"), the
        // executable's module and the registered classes' modules are searched.
        var candidates = [name]
        if let module, !module.isEmpty { candidates.append("\(module).\(name)") }
        if module == nil || module?.isEmpty == true || inAppTarget {
            candidates += knownModules.map { "\($0).\(name)" }
        }
        for candidate in candidates {
            if let type = registered[candidate] as? Base.Type { return type }
            if candidate.contains("."), let type = ClassesByName.loadedClass(named: candidate) as? Base.Type {
                return type
            }
        }
        return nil
    }

    /// The class for an element with an optional custom class. A custom class that cannot be
    /// found falls back to the element's class with UIKit's console message; an element whose
    /// UIKit class does not exist here becomes `fallback` with a message naming the element.
    static func resolve<Base: AnyObject>(
        element: String, customClass: String?, customModule: String?, customModuleProvider: String? = nil,
        location: SourceLocation, fallback: Base.Type
    ) -> Base.Type {
        if let customClass, !customClass.isEmpty, !ignoresCustomClasses {
            if let type = lookUp(
                customClass, module: customModule, inAppTarget: customModuleProvider == "target", as: fallback)
            {
                return type
            }
            if reportedUnknownClasses.insert(location).inserted {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.warning, "Unknown class \(customClass) in Interface Builder file. (\(location))")
            }
        }
        let uiKitName = uiKitClassName(forElement: element)
        if let type = lookUp(uiKitName, module: elementModules[element] ?? "OpenUIKit", as: fallback) { return type }
        reportMissingElementClass(element, uiKitName, location)
        return fallback
    }

    static func forgetLookups() { lookups.removeAll() }

    /// Reported once per element name: a file with fifty labels says so once.
    private static var reportedElements: Set<String> = []
    /// Unknown custom classes, reported once for each place a file names them.
    private static var reportedUnknownClasses: Set<SourceLocation> = []

    private static func reportMissingElementClass(_ element: String, _ className: String, _ location: SourceLocation) {
        guard reportedElements.insert(element).inserted else { return }
        UIKitDiagnostics.report(
            UIKitDiagnostic.warning,
            "<\(element)> (\(className)) has no class in OpenUIKit yet; it loads as its base class (\(location))")
    }
}

extension UIStoryboard {
    /// Makes a class known to storyboards and nibs by its name (and `module.name`), for classes
    /// the qualified-name lookup cannot reach.
    public static func register(_ type: AnyClass, named name: String? = nil) {
        let qualified = String(reflecting: type)
        StoryboardClasses.forgetLookups()
        StoryboardClasses.registered[qualified] = type
        StoryboardClasses.registered[name ?? String(describing: type)] = type
        if let dot = qualified.firstIndex(of: ".") {
            let module = String(qualified[..<dot])
            if !StoryboardClasses.knownModules.contains(module) { StoryboardClasses.knownModules.append(module) }
        }
    }
}
