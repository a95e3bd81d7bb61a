import CoreFoundation
import Foundation

extension UIWindowScene {
    /// A window scene's geometry at one moment: its orientation and where it is in the system.
    @preconcurrency @MainActor
    open class Geometry: NSObject, NSCopying {
        /// The orientation the interface was in.
        public let interfaceOrientation: UIInterfaceOrientation
        /// The scene's frame in the system's space: the frame around its windows (the screen's
        /// bounds for a scene without windows).
        public let systemFrame: CGRect
        /// Whether the user was resizing the scene; a Linux host resizes its window in one step,
        /// so never.
        public let isInteractivelyResizing: Bool

        init(interfaceOrientation: UIInterfaceOrientation, systemFrame: CGRect) {
            self.interfaceOrientation = interfaceOrientation
            self.systemFrame = systemFrame
            self.isInteractivelyResizing = false
            super.init()
        }

        /// The geometry itself: a geometry does not change, so a copy would be the same.
        open nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// The scene's geometry now: its interface orientation and the frame around its windows.
    public var effectiveGeometry: UIWindowScene.Geometry {
        let frames = windows.map(\.frame)
        let frame = frames.dropFirst().reduce(frames.first ?? screen.bounds) { $0.union($1) }
        return Geometry(interfaceOrientation: interfaceOrientation, systemFrame: frame)
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The geometry a Mac scene can ask for: a frame for its window. An iOS scene cannot take
    /// it: `requestGeometryUpdate(_:errorHandler:)` reports `UISceneError.Code.geometryRequestUnsupported`,
    /// as on iPhone and iPad.
    @preconcurrency @MainActor
    open class Mac: UIWindowScene.GeometryPreferences {
        /// The window frame asked for, in the system's space.
        open var systemFrame: CGRect

        /// Preferences asking for no frame in particular.
        public override init() {
            systemFrame = .zero
            super.init()
        }

        /// Preferences asking for `systemFrame`.
        public init(systemFrame: CGRect) {
            self.systemFrame = systemFrame
            super.init()
        }
    }
}
