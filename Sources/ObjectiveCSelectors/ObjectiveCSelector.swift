/// The Objective-C selector Swift gives a method, which is the name storyboards, target-action
/// and `#selector` use: the base name, the first argument label joined with "With"
/// (`didTap(sender:)` is "didTapWithSender:") or, when the label starts with a preposition,
/// as it is (`scale(byReactingTo:)` is "scaleByReactingTo:"), then one "label:" per further
/// parameter (`tap(_:forEvent:)` is "tap:forEvent:").
///
/// Shared by the `@Connectable` macro and `openuikit port`, so a storyboard's action name and a
/// ported `#selector` name the same method alike.
public enum ObjectiveCSelector {
    /// The selector of a method named `base` whose parameters have `labels` (nil for `_`).
    public static func name(base: String, labels: [String?]) -> String {
        let base = unescaped(base)
        guard let first = labels.first else { return base }
        var selector = base
        if let label = first.map(unescaped) {
            if !prepositions.contains(String(label.prefix { $0.isLowercase })) { selector += "With" }
            selector += label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label.map(unescaped) ?? "") + ":"
        }
        return selector
    }

    /// The words Swift's naming rules count as prepositions: a first label that starts with one
    /// joins the base name without "With".
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// A name without the backticks that let a keyword be one.
    public static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
