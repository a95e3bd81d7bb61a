import Foundation

extension UIView {
    /// Adds a child controller's root view to this container view as `UIStoryboardEmbedSegue`
    /// does: filling the container's bounds and resizing with it.
    func embedChildView(_ view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        pinChildViewIfNotTranslating(view)
    }

    /// A child's root view that does not translate its autoresizing mask (an app sets that in
    /// `prepare(for:sender:)` so the child's content sizes the container) is held edge to edge by
    /// four required constraints the container owns, as UIKit's embed segue adds them; with
    /// none, Auto Layout would leave its frame to chance.
    func pinChildViewIfNotTranslating(_ view: UIView) {
        guard view.superview === self, !view.translatesAutoresizingMaskIntoConstraints else { return }
        addConstraints([
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
