import Foundation

/// Where a picker's columns and rows come from. Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of columns the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in a column.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
