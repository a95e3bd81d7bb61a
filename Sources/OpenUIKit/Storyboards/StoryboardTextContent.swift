import Foundation
import StoryboardDocument

/// What text fields and text views take from a storyboard: the text (an attribute, or
/// `<string key="text">`), placeholder, font, colour, alignment, border style, clear button
/// mode, minimum font size, the `<textInputTraits>` (secure entry, keyboard, return key,
/// capitalization, correction, content type), and a text view's editable, selectable,
/// scroll-enabled and `textContainerInset`.
@MainActor
enum StoryboardTextContent {
    static func apply(_ element: ViewElement, to view: UIView, localized: (String) -> String?) {
        switch view {
        case let field as UITextField: apply(element, to: field, localized: localized)
        case let textView as UITextView: apply(element, to: textView, localized: localized)
        default: break
        }
    }

    private static func apply(_ element: ViewElement, to field: UITextField, localized: (String) -> String?) {
        let node = element.node
        if let font = element.font.map(UIFont.storyboardFont) { field.font = font }
        if let color = element.colors["textColor"].flatMap(StoryboardColors.color) { field.textColor = color }
        if let alignment = node["textAlignment"].flatMap({ textAlignments[$0] }) { field.textAlignment = alignment }
        if let style = node["borderStyle"].flatMap({ borderStyles[$0] }) { field.borderStyle = style }
        if let mode = node["clearButtonMode"].flatMap({ viewModes[$0] }) { field.clearButtonMode = mode }
        if let size = node.number("minimumFontSize") { field.minimumFontSize = CGFloat(size) }
        if node.flag("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = true }
        if node.flag("clearsOnBeginEditing") { field.clearsOnBeginEditing = true }
        if node["enabled"] == "NO" { field.isEnabled = false }
        if let placeholder = localized("placeholder") ?? node["placeholder"], !placeholder.isEmpty {
            field.placeholder = placeholder
        }
        if let text = localized("text") ?? element.text { field.text = text }
        if let traits = node.child("textInputTraits", key: "textInputTraits") { applyTraits(traits, to: field) }
    }

    private static func apply(_ element: ViewElement, to textView: UITextView, localized: (String) -> String?) {
        let node = element.node
        if let font = element.font.map(UIFont.storyboardFont) { textView.font = font }
        if let color = element.colors["textColor"].flatMap(StoryboardColors.color) { textView.textColor = color }
        if let alignment = node["textAlignment"].flatMap({ textAlignments[$0] }) { textView.textAlignment = alignment }
        if node["editable"] == "NO" { textView.isEditable = false }
        if node["selectable"] == "NO" { textView.isSelectable = false }
        if node["scrollEnabled"] == "NO" { textView.isScrollEnabled = false }
        if let insets = node.child("edgeInsets", key: "textContainerInset") {
            textView.textContainerInset = UIEdgeInsets(
                top: CGFloat(insets.number("minY") ?? 0), left: CGFloat(insets.number("minX") ?? 0),
                bottom: CGFloat(insets.number("maxY") ?? 0), right: CGFloat(insets.number("maxX") ?? 0))
        }
        if let text = localized("text") ?? element.text { textView.text = text }
        if let traits = node.child("textInputTraits", key: "textInputTraits") { applyTraits(traits, to: textView) }
    }

    private static func applyTraits(_ traits: XMLNode, to input: any UITextInputTraits) {
        if traits.flag("secureTextEntry") { input.isSecureTextEntry = true }
        if let type = traits["keyboardType"].flatMap({ keyboardTypes[$0] }) { input.keyboardType = type }
        if let type = traits["returnKeyType"].flatMap({ returnKeyTypes[$0] }) { input.returnKeyType = type }
        if let type = traits["autocapitalizationType"].flatMap({ capitalizations[$0] }) {
            input.autocapitalizationType = type
        }
        if let type = traits["autocorrectionType"].flatMap({ switches[$0] }).flatMap(UITextAutocorrectionType.init) {
            input.autocorrectionType = type
        }
        if let type = traits["spellCheckingType"].flatMap({ switches[$0] }).flatMap(UITextSpellCheckingType.init) {
            input.spellCheckingType = type
        }
        if let type = traits["smartQuotesType"].flatMap({ switches[$0] }).flatMap(UITextSmartQuotesType.init) {
            input.smartQuotesType = type
        }
        if let type = traits["smartDashesType"].flatMap({ switches[$0] }).flatMap(UITextSmartDashesType.init) {
            input.smartDashesType = type
        }
        if let type = traits["keyboardAppearance"].flatMap({ appearances[$0] }) { input.keyboardAppearance = type }
        if traits.flag("enablesReturnKeyAutomatically") { input.enablesReturnKeyAutomatically = true }
        if let type = traits["textContentType"] {
            input.textContentType = contentTypes[type] ?? UITextContentType(type)
        }
    }

    private static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    private static let borderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]
    private static let viewModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]
    private static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable,
        "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad,
        "namePhonePad": .namePhonePad, "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter,
        "webSearch": .webSearch, "asciiCapableNumberPad": .asciiCapableNumberPad,
        "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]
    private static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
        "continue": .continue,
    ]
    private static let capitalizations: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]
    /// The raw values of the default / no / yes trait types.
    private static let switches: [String: Int] = ["default": 0, "no": 1, "yes": 2]
    private static let appearances: [String: UIKeyboardAppearance] = [
        "default": .default, "dark": .dark, "light": .light, "alert": .dark,
    ]
    private static let contentTypes: [String: UITextContentType] = [
        "username": .username, "password": .password, "new-password": .newPassword, "one-time-code": .oneTimeCode,
        "email": .emailAddress, "tel": .telephoneNumber, "url": .URL, "name": .name,
    ]
}
