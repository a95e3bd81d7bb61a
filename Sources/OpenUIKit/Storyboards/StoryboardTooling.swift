import StoryboardDocument

/// What tools that drive a storyboard from outside an app need (the `storyboard trace`
/// command): to see each controller a storyboard makes as it is made, to know a controller's
/// scene, and to fire a segue that has no identifier as its trigger would. Apps have no use
/// for these; `@_spi(Tooling) import OpenUIKit` sees them.
@_spi(Tooling) @MainActor
public enum StoryboardTooling {
    /// Called with each controller a storyboard makes and its scene object, inside
    /// `init?(coder:)` before `init(coder:)` is traced, so a tool can name the controller in
    /// the trace or give it actions before anything else happens to it.
    public static var didMakeController: (@MainActor (UIViewController, SceneObject) -> Void)?

    /// Runs `body` with storyboards making every element with its UIKit class, as iOS makes a
    /// launch screen, which runs none of the app's code.
    public static func withoutCustomClasses<T>(_ body: () -> T) -> T {
        let previous = StoryboardClasses.ignoresCustomClasses
        StoryboardClasses.ignoresCustomClasses = true
        defer { StoryboardClasses.ignoresCustomClasses = previous }
        return body()
    }

    /// Whether `UIStoryboard(name:bundle: nil)` finds a storyboard of this name (the same
    /// lookup): a launch screen the Info.plist names but the project lacks shows as blank on iOS,
    /// not as an exception.
    public static func bundleHasStoryboard(named name: String) -> Bool {
        StoryboardFiles.find(name: name, bundle: nil) != nil
    }

    /// The app's Info.plist as launch reads it (see `ApplicationInfo`).
    public static func appInfoDictionary() -> [String: Any] {
        ApplicationInfo.appDictionary()
    }

    /// The storyboard the app's first window shows: the scene manifest's, else
    /// `UIMainStoryboardFile`.
    public static var mainStoryboardName: String? {
        let info = ApplicationInfo(appInfoDictionary())
        return info.hasSceneManifest
            ? info.sceneConfiguration(named: nil, role: .windowApplication)?.storyboardName
            : info.mainStoryboardFile
    }

    /// The folders storyboards are looked for in when no bundle is named: the main bundle's
    /// resources and the resource bundles beside the executable.
    public static var resourceFolders: [URL] {
        StoryboardFiles.resourceFolders(of: nil)
    }
}

@_spi(Tooling) extension UIViewController {
    /// The scene object this controller was made from (the referenced scene for a reference).
    public var storyboardSceneObject: SceneObject? { storyboardScene?.object }

    /// The views and bar items its scene made, by storyboard id.
    public var storyboardSceneObjects: [String: AnyObject] { storyboardScene?.objects ?? [:] }

    /// Fires this controller's scene's segue with element id `id` as its control, cell or
    /// gesture would: `shouldPerformSegue` is asked first (S-2). False when the scene has no
    /// such segue (relationships and embeds are not fired this way).
    @discardableResult
    public func triggerStoryboardSegue(id: String, sender: Any?) -> Bool {
        guard let template = storyboardScene?.object.segues.first(where: { $0.id == id }) else { return false }
        switch template.kind {
        case .relationship, .embed: return false
        default: triggerSegue(template, sender: sender)
        }
        return true
    }
}

@_spi(Tooling) extension UIView {
    /// A content size Auto Layout places instead of `intrinsicContentSize` (nil: the view's
    /// own): what Xcode measured, when frames are compared with the ones it saved.
    public var layoutContentSizeOverride: CGSize? {
        get { contentSizeOverride }
        set {
            guard newValue != contentSizeOverride else { return }
            contentSizeOverride = newValue
            invalidateIntrinsicContentSize()
            // Views that place their subviews by hand (a cell's style labels) read it too.
            var ancestor = superview
            while let view = ancestor {
                view.setNeedsLayout()
                ancestor = view.superview
            }
        }
    }
}
