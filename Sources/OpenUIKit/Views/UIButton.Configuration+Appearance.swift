import Foundation

/// What a configuration's style and size come to for a button in a state: the colours (dimmed
/// while highlighted, greyed while disabled), the fonts, the default insets (7 points above and
/// below and 12 beside for the medium size, as iOS pads them) and the corner radius.
extension UIButton.Configuration {
    /// The insets `buttonSize` implies.
    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        }
    }

    /// The title's font for the size: body text for medium and large, then subheadline and
    /// caption sizes.
    var titleFont: UIFont {
        switch buttonSize {
        case .large, .medium: .systemFont(ofSize: 17)
        case .small: .systemFont(ofSize: 15)
        case .mini: .systemFont(ofSize: 12)
        }
    }

    var subtitleFont: UIFont {
        switch buttonSize {
        case .large, .medium: .systemFont(ofSize: 15)
        case .small: .systemFont(ofSize: 13)
        case .mini: .systemFont(ofSize: 11)
        }
    }

    /// Filled styles put white on the tint; the others draw in the tint.
    private var isProminent: Bool { style == .filled || style == .borderedProminent }

    /// The text and image colour in `state`: the base (or the style's), faded while highlighted
    /// unless the style is filled, and grey while disabled.
    func resolvedForegroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
        if state.contains(.disabled) { return .tertiaryLabel }
        let base = baseForegroundColor ?? (isProminent ? .white : tint)
        return state.contains(.highlighted) && !isProminent ? Self.scalingAlpha(of: base, by: 0.5) : base
    }

    /// The background colour in `state`, or nil for none: `background.backgroundColor` when
    /// set, else the style's from the base colour; lighter while highlighted, a grey fill while
    /// disabled.
    func resolvedBackgroundColor(tint: UIColor, state: UIControl.State) -> UIColor? {
        var color: UIColor?
        if let fixed = background.backgroundColor {
            color = fixed
        } else {
            let base = baseBackgroundColor ?? tint
            switch style {
            case .plain, .borderless: color = nil
            case .tinted, .borderedTinted: color = Self.scalingAlpha(of: base, by: 0.15, dark: 0.25)
            case .gray, .bordered: color = baseBackgroundColor ?? .secondarySystemFill
            case .filled, .borderedProminent: color = base
            }
            if state.contains(.disabled), color != nil { color = .tertiarySystemFill }
        }
        guard var resolved = color else { return nil }
        if let transformer = background.backgroundColorTransformer { resolved = transformer(resolved) }
        return state.contains(.highlighted) ? Self.scalingAlpha(of: resolved, by: 0.75) : resolved
    }

    /// The background's corner radius for a background of `size`.
    @MainActor
    func cornerRadius(for size: CGSize) -> CGFloat {
        let capsule = min(size.width, size.height) / 2
        let radius: CGFloat
        switch cornerStyle {
        case .fixed: radius = background.cornerRadius
        case .small: radius = 4
        case .medium: radius = 8
        case .large: radius = 12
        case .capsule: radius = capsule
        case .dynamic:
            guard SystemDesign.requiresCompatibility else { return capsule }
            switch buttonSize {
            case .mini, .small: radius = 5
            case .medium: radius = 6
            case .large: radius = 8
            }
        }
        return min(radius, capsule)
    }

    /// `color` with its alpha multiplied, in both appearances (by `dark` in the dark one, when
    /// given: a faint tint needs more strength to show on black).
    static func scalingAlpha(of color: UIColor, by factor: CGFloat, dark: CGFloat? = nil) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let resolved = color.resolvedColor(with: traits)
            var alpha: CGFloat = 0
            resolved.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            return resolved.withAlphaComponent(alpha * (traits.userInterfaceStyle == .dark ? dark ?? factor : factor))
        })
    }
}
