import Foundation

/// A controller's view from a nib: `nibName` when it has one, otherwise the nib named after its
/// class (ST-7), loaded with the controller as File's Owner so the nib's `view` outlet sets it.
extension UIViewController {
    /// Loads the controller's nib and takes the view its `view` outlet set; false when there is
    /// no nib (the plain view of ST-7 follows) or the nib set no view.
    func loadViewFromNib() -> Bool {
        // A storyboard scene without a view looks beside its storyboard, in its bundle.
        let bundle = nibBundle ?? storyboardScene?.storyboard.bundle
        let besideStoryboard = storyboardScene?.storyboard.fileURL?.deletingLastPathComponent()
        let name: String
        let url: URL
        if let nibName {
            guard
                let found = StoryboardFiles.find(
                    name: nibName, extension: "xib", bundle: bundle, preferring: besideStoryboard)
            else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.internalInconsistency,
                    "Could not load NIB in bundle: 'NSBundle <\((bundle ?? .main).bundlePath)> (loaded)' with name '\(nibName)'"
                )
                return false
            }
            (name, url) = (nibName, found)
        } else {
            guard let found = NibLookup.defaultNib(for: type(of: self), bundle: bundle, preferring: besideStoryboard)
            else { return false }
            (name, url) = found
        }
        _ = UINib(name: name, bundle: bundle, url: url).instantiate(withOwner: self, options: nil)
        guard isViewLoaded else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set."
            )
            return false
        }
        return true
    }
}

/// ST-7's nib names for a controller class, and what the search found, kept per class and
/// bundle: every controller without a nib name asks when its view loads, and bundles do not
/// change while the program runs.
@MainActor
enum NibLookup {
    private struct Key: Hashable {
        let controllerClass: ObjectIdentifier
        let bundlePath: String?
        let folder: URL?
    }

    private static var found: [Key: (name: String, url: URL)?] = [:]

    /// The class name without "Controller" (`MyViewController` → `MyView`), then the whole
    /// name; Swift classes go by their unqualified name [I].
    static func candidateNames(for controllerClass: UIViewController.Type) -> [String] {
        let className = String(describing: controllerClass)
        guard className.hasSuffix("Controller"), className != "Controller" else { return [className] }
        return [String(className.dropLast("Controller".count)), className]
    }

    static func defaultNib(
        for controllerClass: UIViewController.Type, bundle: Bundle?, preferring folder: URL?
    ) -> (name: String, url: URL)? {
        let key = Key(
            controllerClass: ObjectIdentifier(controllerClass), bundlePath: bundle?.bundlePath, folder: folder)
        if let cached = found[key] { return cached }
        var result: (name: String, url: URL)?
        for name in candidateNames(for: controllerClass) {
            if let url = StoryboardFiles.find(name: name, extension: "xib", bundle: bundle, preferring: folder) {
                result = (name, url)
                break
            }
        }
        found[key] = .some(result)
        return result
    }
}
