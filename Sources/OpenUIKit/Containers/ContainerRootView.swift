import Foundation

/// The root view of a built-in container: when it lays out, the container places its bars and
/// its children's views.
@MainActor
final class ContainerRootView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
