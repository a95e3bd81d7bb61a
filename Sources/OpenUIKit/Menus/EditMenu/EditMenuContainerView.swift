import Foundation

/// The view an edit menu puts over its window. Unlike a context menu's container it takes no
/// touches of its own: a touch outside the bar goes on to the view under it, as on iOS, and
/// dismisses the menu on its way.
@MainActor
final class EditMenuContainerView: UIView {
    weak var presentation: EditMenuPresentation?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let bar = presentation?.bar, let hit = bar.hitTest(convert(point, to: bar), with: event) { return hit }
        if event?.type == .touches { presentation?.dismiss(animated: true) }
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.layOut()
    }
}
