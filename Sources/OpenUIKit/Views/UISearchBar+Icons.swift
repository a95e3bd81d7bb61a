import Foundation

extension UISearchBar {
    /// Replaces an icon's image in `state` (nil goes back to the system's). The search icon is
    /// the image the field shows at its leading end, moved by `positionAdjustment(for:)`; the
    /// others are kept and given back by `image(for:state:)`, as the field here draws its own
    /// clear button and shows no bookmark or results-list button.
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[IconKey(icon: icon, state: state.rawValue)] = iconImage
        if icon == .search { updateSearchIcon() }
    }

    /// The image set for the icon in `state`, or nil for the system's.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        iconImages[IconKey(icon: icon, state: state.rawValue)]
    }

    /// Moves an icon by `adjustment` from where the bar puts it.
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        iconAdjustments[icon] = adjustment
        if icon == .search { updateSearchIcon() }
    }

    /// How far the icon is moved from where the bar puts it; `.zero` by default.
    public func positionAdjustment(for icon: Icon) -> UIOffset {
        iconAdjustments[icon] ?? .zero
    }

    /// Shows the search icon's image (the app's, or the magnifying glass) at its offset.
    private func updateSearchIcon() {
        guard let glass = searchTextField.leftView as? UIImageView else { return }
        glass.image = image(for: .search, state: .normal) ?? UIImage(systemName: "magnifyingglass")
        let offset = positionAdjustment(for: .search)
        glass.transform = CGAffineTransform(translationX: offset.horizontal, y: offset.vertical)
    }
}
