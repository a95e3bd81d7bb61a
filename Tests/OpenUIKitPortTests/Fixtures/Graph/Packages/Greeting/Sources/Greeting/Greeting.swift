import UIKit

/// A local package's API, built against the SDK's UIKit on iOS.
public enum Greeting {
    public static let text = "Hello from a package"

    @MainActor public static func label() -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }
}
