// Text as an iOS 17 app styles it: font descriptors, Dynamic Type for custom fonts, a rounded
// headline, a shadow in an attributed string, and labels that follow the text size.
import UIKit

extension UIFont {
    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(traits) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }

    var bold: UIFont { withTraits(fontDescriptor.symbolicTraits.union(.traitBold)) }
    var italic: UIFont { withTraits(fontDescriptor.symbolicTraits.union(.traitItalic)) }

    var isBold: Bool { fontDescriptor.symbolicTraits.contains(.traitBold) }
}

enum TextTheme {
    static var body: UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Helvetica", size: 17)!)
    }

    static var caption: UIFont {
        let base = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
        return UIFontMetrics(forTextStyle: .caption1).scaledFont(for: base, maximumPointSize: 24)
    }

    static var roundedHeadline: UIFont {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        guard let descriptor = headline.fontDescriptor.withDesign(.rounded) else { return headline }
        return UIFont(descriptor: descriptor, size: 0)
    }

    static func heavyTitle(for traitCollection: UITraitCollection) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .title1, compatibleWith: traitCollection
        ).addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]])
        return UIFont(descriptor: descriptor, size: 0)
    }

    static func spacing(_ value: CGFloat, for traitCollection: UITraitCollection) -> CGFloat {
        UIFontMetrics.default.scaledValue(for: value, compatibleWith: traitCollection)
    }
}

class TextShadowViewController: UIViewController {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let noteField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
        shadow.shadowOffset = CGSize(width: 0, height: 2)
        shadow.shadowBlurRadius = 4
        titleLabel.attributedText = NSAttributedString(
            string: "Welcome",
            attributes: [
                .font: TextTheme.roundedHeadline,
                .foregroundColor: UIColor.label,
                .shadow: shadow,
            ])
        titleLabel.adjustsFontForContentSizeCategory = true

        bodyLabel.font = TextTheme.body.withTraits(.traitItalic)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0

        noteField.font = .preferredFont(forTextStyle: .callout, compatibleWith: traitCollection)
        noteField.adjustsFontForContentSizeCategory = true

        let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel, noteField])
        stack.axis = .vertical
        stack.spacing = TextTheme.spacing(8, for: traitCollection)
        view.addSubview(stack)

        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            || UIApplication.shared.preferredContentSizeCategory >= .accessibilityMedium
        {
            stack.axis = .vertical
        }
        if traitCollection.preferredContentSizeCategory > .extraExtraLarge {
            bodyLabel.font = TextTheme.caption.bold
        }
        let size = UIFontDescriptor(name: "Helvetica", size: 15).withSize(18).pointSize
        let family = UIFontDescriptor(fontAttributes: [.family: "Georgia"]).withFace("Bold")
        _ = (size, family.postscriptName, TextTheme.heavyTitle(for: traitCollection).isBold)
    }
}

/// Attributed strings built up from the empty one, as formatters in apps' cells do.
enum CountText {
    static func title(_ count: Int?, attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        guard let count else { return NSAttributedString() }
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "\(count)", attributes: attributes))
        text.append(NSAttributedString(string: " cases"))
        return text
    }
}
