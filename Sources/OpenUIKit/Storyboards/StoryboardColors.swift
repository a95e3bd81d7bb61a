import Foundation
import StoryboardDocument

/// The colours a storyboard names instead of spelling out: UIKit's system and semantic colours
/// (`systemColor="systemBackgroundColor"`, the older `cocoaTouchSystemColor="darkTextColor"`),
/// which stay dynamic here as in UIKit, so a scene follows light and dark appearance; and the
/// app's asset catalog colours, whose values Interface Builder copies into the document's
/// `<resources>` (the catalog itself is not read here).
@MainActor
enum StoryboardColors {
    /// The asset catalog colours of the document whose views are being built.
    private static var namedColors: [String: ColorValue] = [:]

    /// Runs `body` (which builds a document's views) with the document's named colours known.
    static func building<Result>(with namedColors: [String: ColorValue], _ body: () -> Result) -> Result {
        let outer = Self.namedColors
        Self.namedColors = namedColors
        defer { Self.namedColors = outer }
        return body()
    }

    /// The colour a storyboard value stands for: its components, the system colour it names, or
    /// the document's colour of that name; nil for `<nil>` and names nothing defines.
    static func color(_ value: ColorValue) -> UIColor? {
        switch value {
        case .system(let name): return systemColor(named: name)
        case .named(let name):
            guard let defined = namedColors[name] else { return nil }
            if case .named = defined { return nil }
            return color(defined)
        case .rgb, .white, .none: return UIColor(storyboard: value)
        }
    }

    /// `systemBackgroundColor` → `UIColor.systemBackground`, and so on; nil for a name UIKit
    /// has no colour for.
    static func systemColor(named name: String) -> UIColor? {
        let key = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        return colors[key]?()
    }

    private static let colors: [String: @MainActor () -> UIColor] = [
        "systemBackground": { .systemBackground }, "secondarySystemBackground": { .secondarySystemBackground },
        "tertiarySystemBackground": { .tertiarySystemBackground },
        "systemGroupedBackground": { .systemGroupedBackground },
        "secondarySystemGroupedBackground": { .secondarySystemGroupedBackground },
        "tertiarySystemGroupedBackground": { .tertiarySystemGroupedBackground },
        "groupTableViewBackground": { .groupTableViewBackground },
        "label": { .label }, "secondaryLabel": { .secondaryLabel }, "tertiaryLabel": { .tertiaryLabel },
        "quaternaryLabel": { .quaternaryLabel }, "placeholderText": { .placeholderText }, "link": { .link },
        "systemFill": { .systemFill }, "secondarySystemFill": { .secondarySystemFill },
        "tertiarySystemFill": { .tertiarySystemFill }, "quaternarySystemFill": { .quaternarySystemFill },
        "separator": { .separator }, "opaqueSeparator": { .opaqueSeparator },
        "darkText": { .darkText }, "lightText": { .lightText }, "systemTint": { .tintColor }, "tint": { .tintColor },
        "systemRed": { .systemRed }, "systemGreen": { .systemGreen }, "systemBlue": { .systemBlue },
        "systemOrange": { .systemOrange }, "systemYellow": { .systemYellow }, "systemPink": { .systemPink },
        "systemPurple": { .systemPurple }, "systemTeal": { .systemTeal }, "systemIndigo": { .systemIndigo },
        "systemBrown": { .systemBrown }, "systemMint": { .systemMint }, "systemCyan": { .systemCyan },
        "systemGray": { .systemGray }, "systemGray2": { .systemGray2 }, "systemGray3": { .systemGray3 },
        "systemGray4": { .systemGray4 }, "systemGray5": { .systemGray5 }, "systemGray6": { .systemGray6 },
        // iOS 6's names.
        "white": { .white }, "black": { .black }, "clear": { .clear }, "gray": { .gray }, "darkGray": { .darkGray },
        "lightGray": { .lightGray }, "red": { .red }, "green": { .green }, "blue": { .blue }, "cyan": { .cyan },
        "yellow": { .yellow }, "magenta": { .magenta }, "orange": { .orange }, "purple": { .purple },
        "brown": { .brown },
        "tableCellGroupedBackground": { .secondarySystemGroupedBackground },
        "scrollViewTexturedBackground": { .systemGray4 }, "viewFlipsideBackground": { .darkGray },
        "underPageBackground": { .systemGray4 },
    ]
}
