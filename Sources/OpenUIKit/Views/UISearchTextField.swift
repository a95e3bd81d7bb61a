import Foundation

/// The field inside a search bar (iOS 13): a text field 36 points tall with a rounded, lightly
/// filled background, a magnifying glass at its leading end and a clear button while editing.
/// Its `tokens` show as pills between the glass and the text; a backspace in the empty field
/// removes the last one (iOS first selects it, then removes it on a second backspace).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The tokens shown before the text, in order.
    open var tokens: [UISearchToken] = [] { didSet { tokensDidChange() } }
    /// The colour of the tokens' pills; nil for the tint colour.
    open var tokenBackgroundColor: UIColor? {
        didSet { for view in tokenViews { view.fillColor = tokenBackgroundColor } }
    }
    /// Whether a backspace can remove a token; true by default.
    open var allowsDeletingTokens = true
    /// Whether tokens are copied with the text; kept, as only text is copied here.
    open var allowsCopyingTokens = true

    /// The pills, one per token.
    private(set) var tokenViews: [SearchTokenView] = []
    static let tokenSpacing: CGFloat = 4

    /// Creates a search field with the system's look.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchLook()
    }

    /// Creates a search field from a storyboard or nib, with the system's look.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchLook()
    }

    private func setUpSearchLook() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clearButtonMode = .whileEditing
        returnKeyType = .search
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 22)
        leftView = glass
        leftViewMode = .always
    }

    /// Adds a token at `tokenIndex` (0 is the first).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    /// Removes the token at `tokenIndex`; an index outside the tokens is refused, as UIKit
    /// refuses it.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument, "Token index \(tokenIndex) is out of bounds (\(tokens.count) tokens)")
            return
        }
        tokens.remove(at: tokenIndex)
    }

    /// The text's rectangle, after the tokens.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let width = tokensWidth
        rect.origin.x += width
        rect.size.width = max(0, rect.width - width)
        return rect
    }

    /// The width the pills take, with their spacing.
    private var tokensWidth: CGFloat {
        tokenViews.reduce(0) { $0 + $1.fittingWidth + Self.tokenSpacing }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var x = super.textRect(forBounds: bounds).minX
        for view in tokenViews {
            view.frame = CGRect(
                x: x, y: bounds.midY - SearchTokenView.height / 2, width: view.fittingWidth,
                height: SearchTokenView.height)
            x += view.fittingWidth + Self.tokenSpacing
        }
    }

    /// A backspace in the empty field removes the last token, when tokens can be deleted;
    /// otherwise it deletes text.
    open override func deleteBackward() {
        if (text ?? "").isEmpty, allowsDeletingTokens, !tokens.isEmpty {
            tokens.removeLast()
            sendActions(for: .editingChanged)
            return
        }
        super.deleteBackward()
    }

    private func tokensDidChange() {
        for view in tokenViews { view.removeFromSuperview() }
        tokenViews = tokens.map { token in
            let view = SearchTokenView(token: token)
            view.fillColor = tokenBackgroundColor
            addSubview(view)
            return view
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}
