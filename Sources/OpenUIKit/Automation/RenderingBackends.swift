import Foundation

/// A rendering library OpenUIKit can install without importing it (CairoRendering conforms): a
/// host that needs text measured as drawn and windows drawn to pictures installs whichever is
/// linked into the app.
///
/// Not UIKit API.
public protocol RenderingBackend {
    /// Installs the backend's text measuring, image decoding and drawing into OpenUIKit; the automation host calls
    /// it on the backend it finds linked into the app.
    @MainActor static func install()
}

@MainActor
enum RenderingBackends {
    /// The backends looked for, by name, as hosts are.
    static let classNames = ["CairoRendering.CairoRenderingBackend"]

    static func installLinked() {
        for name in classNames {
            if let backend = _typeByName(name) as? any RenderingBackend.Type {
                backend.install()
                return
            }
        }
    }
}
