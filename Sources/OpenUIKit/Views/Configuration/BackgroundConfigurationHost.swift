import Foundation

/// A cell's, header's or footer's background configuration and the view that draws it, kept
/// behind everything else the view holds. One class for every kind of owner, so cells of
/// collections and tables draw a configuration the same way.
@MainActor
final class BackgroundConfigurationHost {
    private(set) var configuration: UIBackgroundConfiguration?
    private var view: BackgroundConfigurationView?

    /// Shows `configuration` behind `owner`'s subviews (none: the view goes).
    func set(_ configuration: UIBackgroundConfiguration?, in owner: UIView) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        let view = self.view ?? BackgroundConfigurationView()
        if view.superview !== owner { owner.insertSubview(view, at: 0) }
        self.view = view
        view.configuration = configuration
        owner.backgroundColor = nil
        layout(in: owner)
    }

    /// Removes the configuration, as setting a background view does.
    func clear(in owner: UIView) {
        if configuration != nil { set(nil, in: owner) }
    }

    /// Sizes the background to the owner, inset as the configuration says, behind the rest.
    func layout(in owner: UIView) {
        guard let view, let configuration else { return }
        var insets = configuration.backgroundInsets
        let margins = owner.directionalLayoutMargins
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        view.frame = CGRect(
            x: left, y: insets.top, width: max(0, owner.bounds.width - left - right),
            height: max(0, owner.bounds.height - insets.top - insets.bottom))
        if owner.subviews.first !== view { owner.sendSubviewToBack(view) }
    }
}

/// Draws a background configuration with views: an effect, the colour in the rounded shape, the
/// image, the app's custom view, then the stroke over them.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let fill = UIView()
    private let stroke = UIView()
    private var effectView: UIVisualEffectView?
    private var imageView: UIImageView?
    private weak var customView: UIView?

    var configuration = UIBackgroundConfiguration() { didSet { apply() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        fill.clipsToBounds = true
        addSubview(fill)
        stroke.isUserInteractionEnabled = false
        stroke.backgroundColor = .clear
        addSubview(stroke)
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        fill.layer.cornerRadius = configuration.cornerRadius
        if let effect = configuration.visualEffect {
            let view = effectView ?? UIVisualEffectView(effect: effect)
            view.effect = effect
            if view.superview !== fill { fill.insertSubview(view, at: 0) }
            effectView = view
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
        }
        if let image = configuration.image {
            let view = imageView ?? UIImageView()
            view.image = image
            view.contentMode = configuration.imageContentMode
            view.clipsToBounds = true
            if view.superview !== fill { fill.addSubview(view) }
            imageView = view
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { fill.addSubview(customView) }
        }
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor =
            configuration.strokeWidth > 0
            ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        stroke.layer.cornerRadius = configuration.cornerRadius + configuration.strokeOutset
        stroke.isHidden = configuration.strokeWidth <= 0
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = bounds
        for view in [effectView, imageView, customView].compactMap({ $0 }) { view.frame = fill.bounds }
        let outset = configuration.strokeOutset
        stroke.frame = bounds.insetBy(dx: -outset, dy: -outset)
    }
}
