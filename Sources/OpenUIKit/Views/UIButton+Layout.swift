import Foundation

/// Placing the image and title: side by side (image first), the pair aligned in the content
/// rectangle by `contentHorizontalAlignment` and `contentVerticalAlignment`, each then moved by
/// its edge insets. A configured button is placed by its configuration instead
/// (`UIButton+Configuration.swift`).
extension UIButton {
    /// UIKit's buttons before configurations pad a title 6 points above and below (a 15-point
    /// title makes a 30-point button) unless `contentEdgeInsets` are set.
    static let titleVerticalPadding: CGFloat = 6
    /// The narrowest a title-only button with the default insets is.
    static let minimumTitleWidth: CGFloat = 30

    /// A custom button's title is in `UIFont.buttonFontSize` (18 points), the system types' in
    /// 15: Xcode saves a titled custom button with no font of its own 34 points high (a 22-point
    /// line plus the padding), a system one 30.
    static func defaultTitleFont(for type: ButtonType) -> UIFont {
        .systemFont(ofSize: type == .custom ? UIFont.buttonFontSize : 15)
    }

    private var hasTitle: Bool {
        !(currentTitle ?? "").isEmpty || (currentAttributedTitle?.length ?? 0) > 0
    }

    private var imageSize: CGSize { currentImage?.size ?? .zero }

    /// A title needs text metrics, so a titled button (or an empty one) has no size while no
    /// text measurer is installed. An image-only button needs none: its empty title is one line of
    /// the title font, so UIKit makes it as tall as the image or that line, whichever is taller
    /// (Xcode saves a custom button with a 9×17 image as 9×22: 18-point text is 21.5 high).
    func measuredContentSize(fittingWidth width: CGFloat?) -> CGSize? {
        if let configuration { return measuredConfigurationSize(configuration, fittingWidth: width) }
        let insets = contentEdgeInsets
        if !hasTitle, let image = currentImage {
            let line = (existingTitleLabel?.font ?? Self.defaultTitleFont(for: buttonType)).lineHeight.rounded(.up)
            return CGSize(
                width: image.size.width + insets.left + insets.right,
                height: max(image.size.height, line) + insets.top + insets.bottom)
        }
        guard TextMeasurement.canMeasure else { return nil }
        var title = CGSize.zero
        if hasTitle, let label = existingTitleLabel {
            let available = width.map { max(0, $0 - insets.left - insets.right - imageSize.width) } ?? 0
            title = label.measuredSize(fitting: CGSize(width: available, height: 0)) ?? .zero
            if insets == .zero {
                // UIKit's title line is whole points tall (a 12-point title makes a 27-point button).
                title.height = title.height.rounded(.up) + 2 * Self.titleVerticalPadding
            }
        }
        var width = title.width + imageSize.width + insets.left + insets.right
        // A title-only button with UIKit's default insets is never narrower than 30 points ("No"
        // is 30 wide in Xcode's saved frames, as "+" is).
        if hasTitle, insets == .zero, currentImage == nil { width = max(width, Self.minimumTitleWidth) }
        return CGSize(width: width, height: max(title.height, imageSize.height) + insets.top + insets.bottom)
    }

    func contentLayout(in contentRect: CGRect) -> (image: CGRect, title: CGRect) {
        var image = imageSize
        // An image larger than the content area is scaled down into it, keeping its shape, as
        // UIKit shrinks a button's image view (a 255-point star in a 44-point button).
        if image.width > contentRect.width || image.height > contentRect.height, image.width > 0, image.height > 0,
            contentRect.width > 0, contentRect.height > 0
        {
            let scale = min(contentRect.width / image.width, contentRect.height / image.height)
            image = CGSize(width: image.width * scale, height: image.height * scale)
        }
        var title = CGSize.zero
        if hasTitle, let label = existingTitleLabel {
            let available = CGSize(width: max(0, contentRect.width - image.width), height: contentRect.height)
            title = label.measuredSize(fitting: CGSize(width: available.width, height: 0)) ?? available
            title = CGSize(width: min(title.width, available.width), height: min(title.height, available.height))
        }
        let total = CGSize(width: image.width + title.width, height: max(image.height, title.height))
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = contentRect.minX
        case .right, .trailing: x = contentRect.maxX - total.width
        case .center, .fill: x = contentRect.midX - total.width / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return contentRect.minY
            case .bottom: return contentRect.maxY - height
            case .center, .fill: return contentRect.midY - height / 2
            }
        }
        let imageRect = CGRect(x: x, y: y(image.height), width: image.width, height: image.height)
        let titleRect = CGRect(x: x + image.width, y: y(title.height), width: title.width, height: title.height)
        return (Self.moved(imageRect, by: imageEdgeInsets), Self.moved(titleRect, by: titleEdgeInsets))
    }

    func layOutContent() {
        if let configuration { return layOutConfigurationContent(configuration) }
        let content = contentRect(forBounds: bounds)
        if let label = existingTitleLabel { label.frame = titleRect(forContentRect: content) }
        if let imageView = existingImageView { imageView.frame = imageRect(forContentRect: content) }
    }

    /// Edge insets move a part by half their difference on each axis, as UIKit's do when the
    /// part keeps its size.
    private static func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }
}
