import Foundation

/// The field inside a search bar (iOS 13): a text field 36 points tall with a rounded, lightly
/// filled background, a magnifying glass at its leading end and a clear button while editing.
/// Tokens are not offered here.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
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
}
