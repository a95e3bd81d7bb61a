import Foundation

extension XCUIElement {
    /// The kinds of element, with XCUITest's names and raw values; the app reports each element's
    /// kind by name (`AutomationSnapshot`).
    public enum ElementType: UInt, Sendable, CaseIterable {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup,
            checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard, key,
            navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow,
            browser, collectionView, slider, pageIndicator, progressIndicator, activityIndicator, segmentedControl,
            picker, pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView, scrollBar, staticText,
            textField, secureTextField, datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView,
            incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator, splitGroup, splitter,
            relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler, rulerMarker, grid, levelIndicator, cell,
            layoutArea, layoutItem, handle, stepper, tab, touchBar, statusItem

        private static let byName: [String: ElementType] = Dictionary(
            uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })

        /// The type an element's reported name stands for; `other` for a name it does not know.
        init(reportedName: String) {
            self = Self.byName[reportedName] ?? .other
        }

        /// As XCUITest prints it in a tree: "Button", "StaticText", "NavigationBar".
        var displayName: String {
            let name = String(describing: self)
            return name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
