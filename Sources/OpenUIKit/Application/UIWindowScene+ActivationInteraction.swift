import CoreFoundation
import Foundation

extension UIWindowScene {
    /// Opens a new window scene when the user pinches out on the view: at the end of a pinch
    /// that grew (scale above 1), the provider gives the configuration for the pinch's
    /// location, and a scene session is activated with it; a failed request reaches
    /// `errorHandler` (in an app without multiple scenes, `UISceneError.Code.multipleScenesNotSupported`).
    @preconcurrency @MainActor
    open class ActivationInteraction: NSObject, UIInteraction {
        /// Gives the configuration for a pinch at a location in the view, or nil to open nothing.
        public typealias ConfigurationProvider =
            (UIWindowScene.ActivationInteraction, CGPoint) -> UIWindowScene.ActivationConfiguration?

        /// The view the interaction is on.
        public private(set) weak var view: UIView?
        private let configurationProvider: ConfigurationProvider
        private let errorHandler: (any Error) -> Void
        private var pinch: UIPinchGestureRecognizer?

        /// An interaction that opens the scene `configurationProvider` describes.
        public init(
            configurationProvider: @escaping ConfigurationProvider, errorHandler: @escaping (any Error) -> Void
        ) {
            self.configurationProvider = configurationProvider
            self.errorHandler = errorHandler
            super.init()
        }

        /// The same, with the provider unlabeled.
        public convenience init(
            _ configurationProvider: @escaping ConfigurationProvider, errorHandler: @escaping (any Error) -> Void
        ) {
            self.init(configurationProvider: configurationProvider, errorHandler: errorHandler)
        }

        /// Takes its pinch recognizer off the old view.
        open func willMove(to view: UIView?) {
            if let pinch { pinch.view?.removeGestureRecognizer(pinch) }
            pinch = nil
        }

        /// Keeps the view and adds a pinch recognizer to it.
        open func didMove(to view: UIView?) {
            self.view = view
            guard let view else { return }
            let recognizer = UIPinchGestureRecognizer { [weak self] recognizer in
                guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                self.pinchChanged(pinch)
            }
            view.addGestureRecognizer(recognizer)
            pinch = recognizer
        }

        private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
            guard pinch.state == .ended, pinch.scale > 1, let view else { return }
            guard let configuration = configurationProvider(self, pinch.location(in: view)) else { return }
            UIApplication.shared.activateSceneSession(for: configuration.request, errorHandler: errorHandler)
        }
    }
}
