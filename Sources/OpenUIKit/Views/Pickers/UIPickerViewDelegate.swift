import Foundation

/// What a picker shows in its rows, how big they are, and what it tells when a finger picks a
/// row. Every method is optional, as in UIKit. UIKit asks whether the delegate implements a
/// method; Swift cannot, so the defaults answer with values the picker recognises as "not
/// implemented": a row is drawn from `viewForRow` when the delegate gives a view of its own,
/// else from its attributed title, else from its title ("?" when there is none, as UIKit
/// shows); a component without an answered width shares the picker's width equally, and one
/// without a row height gets 32 points.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a column; columns the delegate gives none share the width that is left equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a column's rows; 32 points when the delegate gives none.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title drawn in a row when the delegate gives neither a view nor an attributed title for it.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A styled title for a row, drawn instead of the plain title when it is not `nil`.
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// A view to show in a row instead of a title; `view` is one that left the visible rows, for reuse.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// Called when a finger's turn of a wheel settles on a row; not called for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// By default gives no width, so the column shares the width that is left.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        UIPickerView.unansweredDimension
    }

    /// By default gives no height, so the rows are 32 points high.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.unansweredDimension
    }

    /// By default gives no title; a row with nothing else to show draws "?".
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    /// By default gives no attributed title, so the plain title is drawn.
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }

    /// By default gives no view of its own, so the row's title is drawn.
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        UIPickerView.unansweredRowView
    }

    /// Does nothing by default.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
