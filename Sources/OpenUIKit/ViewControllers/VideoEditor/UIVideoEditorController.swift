import Foundation

/// Trims a movie, as UIKit's video editor does. Linux has no video editing service, so
/// `canEditVideo(atPath:)` is false for every file and a presented editor reports the failure:
/// once it appears, its delegate hears `videoEditorController(_:didFailWithError:)` with
/// Cocoa's "feature unsupported" error, as the editor does for a movie it cannot edit.
@preconcurrency @MainActor
open class UIVideoEditorController: UINavigationController {
    /// The movie to edit.
    open var videoPath = ""
    /// The longest the trimmed movie may be, in seconds; 600 by default.
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality the trimmed movie is saved at.
    open var videoQuality: UIImagePickerController.QualityType = .typeMedium
    private var reportedFailure = false

    /// Whether the movie at `videoPath` can be edited: never on Linux.
    open class func canEditVideo(atPath videoPath: String) -> Bool {
        false
    }

    /// An editor with no movie.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// An editor with no movie, made in code.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An editor made from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate the app set, which is also the navigation controller's delegate.
    var editorDelegate: (any UIVideoEditorControllerDelegate)? { delegate as? any UIVideoEditorControllerDelegate }

    /// Once shown, reports that the movie cannot be edited (once per editor).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !reportedFailure else { return }
        reportedFailure = true
        let error = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.featureUnsupported.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "The video at \(videoPath) cannot be edited: video editing is not available on Linux.",
                NSFilePathErrorKey: videoPath,
            ])
        if let editorDelegate {
            LifecycleTrace.record(editorDelegate, "videoEditorController(_:didFailWithError:)")
            editorDelegate.videoEditorController(self, didFailWithError: error)
        }
    }
}

/// What hears how a video edit ended; its methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIVideoEditorControllerDelegate: UINavigationControllerDelegate {
    /// The trimmed movie was saved at `editedVideoPath`; never on Linux.
    func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String)
    /// The movie could not be edited; always on Linux.
    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: any Error)
    /// The user canceled.
    func videoEditorControllerDidCancel(_ editor: UIVideoEditorController)
}

public extension UIVideoEditorControllerDelegate {
    /// Does nothing by default.
    func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String) {}
    /// Dismisses the editor by default, so it does not stay on screen.
    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: any Error) {
        editor.dismiss(animated: true)
    }
    /// Dismisses the editor by default.
    func videoEditorControllerDidCancel(_ editor: UIVideoEditorController) {
        editor.dismiss(animated: true)
    }
}
