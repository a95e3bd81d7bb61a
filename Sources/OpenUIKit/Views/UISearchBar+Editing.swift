import Foundation

/// A search bar's parts and what they report. The field's editing reaches the bar's delegate
/// first and the owning search controller after it, as UIKit's bar does: begin editing
/// (`searchBarShouldBeginEditing(_:)`, `searchBarTextDidBeginEditing(_:)`, then the controller
/// activates), each change of text (`searchBar(_:textDidChange:)`, then the results update), end
/// editing, the keyboard's Search key, the Cancel button and the scope bar.
extension UISearchBar {
    func setUpParts() {
        searchTextField.delegate = fieldRelay
        searchTextField.placeholder = placeholder ?? "Search"
        searchTextField.addAction(
            UIAction { [unowned self] _ in self.fieldTextDidChange() }, for: .editingChanged)
        addSubview(searchTextField)

        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [unowned self] _ in self.cancelButtonTapped() }, for: .touchUpInside)
        addSubview(cancelButton)

        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [unowned self] _ in self.scopeBarDidChange() }, for: .valueChanged)
        addSubview(scopeBar)
    }

    /// The field fills the top row, 8 points in from each side and 36 tall, centred; the Cancel
    /// button takes the trailing end of that row; the scope bar's 32-point segments sit under it.
    func layoutParts() {
        let fieldRow = bounds.height - (isShowingScopeBar ? Self.scopeBarHeight : 0)
        var trailing = bounds.maxX - 8
        if showsCancelButton {
            let width =
                ("Cancel" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up)
            cancelButton.frame = CGRect(x: trailing - width, y: (fieldRow - 44) / 2, width: width, height: 44)
            trailing -= width + 8
        }
        searchTextField.frame = CGRect(
            x: bounds.minX + 8, y: (fieldRow - Self.fieldHeight) / 2, width: max(0, trailing - bounds.minX - 8),
            height: Self.fieldHeight)
        scopeBar.isHidden = !isShowingScopeBar
        if isShowingScopeBar {
            scopeBar.frame = CGRect(x: bounds.minX + 8, y: fieldRow + 6, width: bounds.width - 16, height: 32)
        }
    }

    func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if !(scopeButtonTitles ?? []).isEmpty {
            scopeBar.selectedSegmentIndex = min(selectedScopeButtonIndex, scopeBar.numberOfSegments - 1)
        }
        scopeBarVisibilityDidChange()
    }

    /// The bar's height changes with the scope bar; a navigation bar holding it grows with it.
    func scopeBarVisibilityDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        (superview as? UINavigationBar)?.searchBarDidChange()
    }

    // MARK: What the parts report

    func fieldTextDidChange() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchTextDidChange()
    }

    /// The delegate hears of the tap first; the search controller then ends the search.
    func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    func scopeBarDidChange() {
        let index = scopeBar.selectedSegmentIndex
        guard index >= 0, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.selectedScopeDidChange()
    }
}

/// The search field's delegate: asks and tells the bar's delegate, and the search controller.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.searchBarTextDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The keyboard's Search key; the field keeps editing unless the delegate resigns it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
