import Foundation
import TestSupport
import XCTest

@testable import AutomationHost
@_spi(Tooling) @testable import OpenUIKit

/// Accessibility as UIKit defines it: each control's defaults, what the app sets over them, the
/// elements that are parts of a control, the order assistive technology visits, and the
/// Accessibility inspector's settings in a storyboard.
final class AccessibilityTests: UIKitTestCase {
    // MARK: Defaults of UIKit's classes

    func testLabelsAndButtonsSayWhatTheyShow() {
        onMain {
            let label = UILabel()
            label.text = "Total"
            XCTAssertTrue(label.isAccessibilityElement)
            XCTAssertEqual(label.accessibilityLabel, "Total")
            XCTAssertEqual(label.accessibilityTraits, .staticText)
            label.isEnabled = false
            XCTAssertEqual(label.accessibilityTraits, [.staticText, .notEnabled])

            let button = UIButton(type: .system)
            button.setTitle("Save", for: .normal)
            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertEqual(button.accessibilityLabel, "Save")
            XCTAssertEqual(button.accessibilityTraits, .button)
            button.isSelected = true
            button.isEnabled = false
            XCTAssertEqual(button.accessibilityTraits, [.button, .selected, .notEnabled])

            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            XCTAssertEqual(UIButton(configuration: configuration).accessibilityLabel, "Continue")
            XCTAssertNil(UIButton(type: .system).accessibilityLabel, "no title, no label")
        }
    }

    func testValuesOfSwitchesSlidersAndIndicators() {
        onMain {
            let toggle = UISwitch()
            XCTAssertEqual(toggle.accessibilityValue, "0")
            toggle.isOn = true
            XCTAssertEqual(toggle.accessibilityValue, "1")
            XCTAssertEqual(toggle.accessibilityTraits, [.button, .toggleButton])

            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 200
            slider.value = 50
            XCTAssertEqual(slider.accessibilityValue, "25%")
            XCTAssertEqual(slider.accessibilityTraits, .adjustable)

            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.333
            XCTAssertEqual(progress.accessibilityValue, "33%")
            XCTAssertEqual(progress.accessibilityTraits, .updatesFrequently)

            let pages = UIPageControl()
            pages.numberOfPages = 3
            pages.currentPage = 1
            XCTAssertEqual(pages.accessibilityValue, "page 2 of 3")
            XCTAssertEqual(pages.accessibilityTraits, .adjustable)

            let spinner = UIActivityIndicatorView(style: .medium)
            XCTAssertEqual(spinner.accessibilityLabel, "Progress halted")
            spinner.startAnimating()
            XCTAssertEqual(spinner.accessibilityLabel, "In progress")
            XCTAssertTrue(spinner.isAccessibilityElement)
        }
    }

    func testTextFieldsReportTheirTextOrPlaceholder() {
        onMain {
            let field = UITextField()
            field.placeholder = "Email"
            XCTAssertTrue(field.isAccessibilityElement)
            XCTAssertEqual(field.accessibilityValue, "Email", "empty: the placeholder, as XCUITest reads it")
            field.text = "a@b.c"
            XCTAssertEqual(field.accessibilityValue, "a@b.c")
            field.isSecureTextEntry = true
            XCTAssertEqual(field.accessibilityValue, "•••••")

            let textView = UITextView()
            textView.text = "Notes"
            XCTAssertEqual(textView.accessibilityValue, "Notes")
        }
    }

    func testImagesAndPlainViewsAreNotElements() {
        onMain {
            let image = UIImageView()
            XCTAssertFalse(image.isAccessibilityElement)
            XCTAssertEqual(image.accessibilityTraits, .image)
            let view = UIView()
            XCTAssertFalse(view.isAccessibilityElement)
            XCTAssertNil(view.accessibilityLabel)
            XCTAssertEqual(view.accessibilityTraits, .none)
        }
    }

    func testATableCellGroupsItsLabelsAndReportsItsCheckmark() {
        onMain {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Milk"
            cell.detailTextLabel?.text = "2 litres"
            XCTAssertTrue(cell.isAccessibilityElement)
            XCTAssertEqual(cell.accessibilityLabel, "Milk, 2 litres")
            XCTAssertEqual(cell.accessibilityTraits, .none)
            cell.accessoryType = .checkmark
            XCTAssertEqual(cell.accessibilityTraits, .selected)
            let toggle = UISwitch()
            toggle.isOn = true
            cell.accessoryView = toggle
            XCTAssertEqual(cell.accessibilityValue, "1")
        }
    }

    // MARK: Parts that are elements

    func testSegmentsAreElementsOfTheirOwn() throws {
        try onMain {
            let segmented = UISegmentedControl(items: ["Day", "Week"])
            segmented.selectedSegmentIndex = 1
            segmented.frame = CGRect(x: 10, y: 100, width: 200, height: 32)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(segmented)
            XCTAssertFalse(segmented.isAccessibilityElement)
            let elements = try XCTUnwrap(segmented.accessibilityElements as? [UIAccessibilityElement])
            XCTAssertEqual(elements.map(\.accessibilityLabel), ["Day", "Week"])
            XCTAssertEqual(elements.map(\.accessibilityTraits), [.button, [.button, .selected]])
            XCTAssertEqual(elements[1].accessibilityFrame, CGRect(x: 110, y: 100, width: 100, height: 32))
            XCTAssertTrue(
                segmented.accessibilityElements?.first as AnyObject === elements[0], "the same element each time")
            XCTAssertEqual(segmented.accessibilityElementCount(), 2)
            XCTAssertEqual(segmented.index(ofAccessibilityElement: elements[1]), 1)
            XCTAssertTrue(elements[0].accessibilityContainer === segmented)
        }
    }

    func testAStepperIsTwoButtonsDisabledAtTheirEnds() throws {
        try onMain {
            let stepper = UIStepper()
            stepper.minimumValue = 0
            stepper.value = 0
            let elements = try XCTUnwrap(stepper.accessibilityElements as? [UIAccessibilityElement])
            XCTAssertEqual(elements.map(\.accessibilityLabel), ["Decrement", "Increment"])
            XCTAssertEqual(elements.map(\.accessibilityTraits), [[.button, .notEnabled], .button])
        }
    }

    func testANavigationBarsBackButtonItemsAndTitle() throws {
        try onMain {
            let first = UIViewController(), second = UIViewController()
            first.title = "Lists"
            second.title = "Groceries"
            second.navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .add, target: nil, action: nil)
            second.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: nil, action: nil)
            second.navigationItem.leftItemsSupplementBackButton = true
            let (navigation, window) = showNavigation(first)
            navigation.pushViewController(second, animated: false)
            pump()
            let bar = navigation.navigationBar
            let elements = try XCTUnwrap(bar.accessibilityElements)
            let labels = elements.map { ($0 as? UIResponder)?.accessibilityLabel }
            XCTAssertEqual(labels, ["Lists", "Edit", "Groceries", "Add"])
            XCTAssertTrue(elements[0] as AnyObject === bar.backButton, "the back button is a view")
            let title = try XCTUnwrap(elements[2] as? UIAccessibilityElement)
            XCTAssertEqual(title.accessibilityTraits, [.staticText, .header])
            XCTAssertEqual(title.accessibilityFrame.midX, window.bounds.midX, accuracy: 1, "centred")
            XCTAssertEqual((elements[3] as? UIResponder)?.accessibilityTraits, .button)
            XCTAssertEqual(AccessibilityTree.elements(in: bar).map(\.accessibilityLabel), labels)
        }
    }

    func testTabBarItemsAreButtonsAndTheSelectedOneSaysSo() {
        onMain {
            let first = UIViewController(), second = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
            second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            _ = showInWindow(tabs)
            let bar = tabs.tabBar
            XCTAssertEqual(bar.accessibilityTraits, .tabBar)
            let buttons = AccessibilityTree.elements(in: bar)
            XCTAssertEqual(buttons.map(\.accessibilityLabel), ["Home", "Settings"])
            XCTAssertEqual(buttons.map(\.accessibilityTraits), [[.button, .selected], .button])
        }
    }

    func testPickersSearchBarsDatePickersAndSectionHeaders() throws {
        try onMain {
            let source = FruitWheel()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(1, inComponent: 0, animated: false)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(picker)
            window.makeKeyAndVisible()
            picker.layoutIfNeeded()
            let wheels = AccessibilityTree.elements(in: picker)
            XCTAssertEqual(wheels.map(\.accessibilityValue), ["Banana"])
            XCTAssertEqual(wheels.first?.accessibilityTraits, .adjustable)
            let wheel = try XCTUnwrap(wheels.first as? UIView)
            let middle = wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY), to: window)
            XCTAssertNil(AutomationAdjustment.adjust(at: middle, to: "Cherry", in: UIApplication.shared))
            pump()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            XCTAssertEqual(source.picked, [2], "the delegate hears of it as of a finger's turn")
            XCTAssertNotNil(AutomationAdjustment.adjust(at: middle, to: "Durian", in: UIApplication.shared))
            window.isHidden = true

            let search = UISearchBar()
            search.placeholder = "Search"
            XCTAssertTrue(search.isAccessibilityElement)
            XCTAssertEqual(search.accessibilityValue, "Search")
            search.text = "milk"
            XCTAssertEqual(search.accessibilityValue, "milk")
            XCTAssertEqual(search.accessibilityTraits, .searchField)

            let date = UIDatePicker()
            date.datePickerMode = .date
            date.locale = Locale(identifier: "en_US")
            date.timeZone = TimeZone(identifier: "UTC")
            date.date = Date(timeIntervalSince1970: 0)
            XCTAssertEqual(date.accessibilityValue, "Jan 1, 1970")

            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            header.textLabel?.text = "Dairy"
            XCTAssertEqual(header.accessibilityLabel, "Dairy")
            XCTAssertEqual(header.accessibilityTraits, .header)
        }
    }

    func testAlertActionsListCellsAndContainers() throws {
        try onMain {
            let host = UIViewController()
            let window = showInWindow(host)
            let alert = UIAlertController(title: "Delete the photo?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            host.present(alert, animated: false)
            pump()
            let view = try XCTUnwrap(alert.viewIfLoaded)
            let actions = AccessibilityTree.elements(in: view).filter { $0.accessibilityTraits.contains(.button) }
            XCTAssertEqual(Set(actions.compactMap(\.accessibilityLabel)), ["Delete", "Cancel"])
            XCTAssertTrue(actions.allSatisfy { $0.accessibilityTraits == .button })
            XCTAssertTrue(
                AccessibilityTree.elements(in: view).contains { $0.accessibilityLabel == "Delete the photo?" })

            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            var content = cell.defaultContentConfiguration()
            content.text = "Milk"
            content.secondaryText = "2 litres"
            cell.contentConfiguration = content
            cell.layoutIfNeeded()
            XCTAssertTrue(cell.isAccessibilityElement)
            XCTAssertEqual(cell.accessibilityLabel, "Milk, 2 litres")
            XCTAssertEqual(cell.accessibilityTraits, .none)
            cell.isSelected = true
            XCTAssertEqual(cell.accessibilityTraits, .selected)

            let layout = UICollectionViewFlowLayout()
            let containers: [UIView] = [
                UIScrollView(), UIStackView(), UITableView(), UICollectionViewCell(),
                UICollectionView(frame: .zero, collectionViewLayout: layout),
            ]
            for container in containers {
                XCTAssertFalse(container.isAccessibilityElement, "\(type(of: container))")
                XCTAssertNil(container.accessibilityLabel)
            }
            window.isHidden = true
        }
    }

    func testToolbarItemsAreButtons() {
        onMain {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            toolbar.items = [
                UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
                UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
            ]
            let elements = toolbar.accessibilityElements?.compactMap { $0 as? UIResponder } ?? []
            XCTAssertEqual(elements.map(\.accessibilityLabel), ["Delete", "Share"])
            XCTAssertEqual(elements.map(\.accessibilityTraits), [.button, .button])
        }
    }

    // MARK: What the app sets

    func testWhatTheAppSetsWinsAndNilGoesBackToTheDefault() {
        onMain {
            let button = UIButton(type: .system)
            button.setTitle("+", for: .normal)
            button.accessibilityLabel = "Add item"
            button.accessibilityHint = "Adds an item to the list"
            button.accessibilityTraits = .link
            button.isAccessibilityElement = false
            XCTAssertEqual(button.accessibilityLabel, "Add item")
            XCTAssertEqual(button.accessibilityHint, "Adds an item to the list")
            XCTAssertEqual(button.accessibilityTraits, .link)
            XCTAssertFalse(button.isAccessibilityElement)
            button.accessibilityLabel = nil
            XCTAssertEqual(button.accessibilityLabel, "+")
            XCTAssertEqual(button.accessibilityAttributedLabel?.string, "+")
            XCTAssertEqual(button.accessibilityUserInputLabels, ["+"])
        }
    }

    func testAdjustableControlsStepAsAFingerWould() {
        onMain {
            let slider = UISlider()
            slider.value = 0.5
            var changes = 0
            slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            slider.accessibilityIncrement()
            XCTAssertEqual(slider.value, 0.6, accuracy: 0.0001)
            slider.accessibilityDecrement()
            slider.accessibilityDecrement()
            XCTAssertEqual(slider.value, 0.4, accuracy: 0.0001)
            XCTAssertEqual(changes, 3)

            let pages = UIPageControl()
            pages.numberOfPages = 2
            pages.accessibilityIncrement()
            pages.accessibilityIncrement()
            XCTAssertEqual(pages.currentPage, 1, "stops at the last page")
        }
    }

    func testAnElementInContainerSpaceFollowsItsContainer() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let chart = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
            window.addSubview(chart)
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = "January"
            bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 100)
            chart.accessibilityElements = [bar]
            XCTAssertTrue(bar.isAccessibilityElement)
            XCTAssertEqual(bar.accessibilityFrame, CGRect(x: 60, y: 60, width: 20, height: 100))
            chart.frame.origin.x = 100
            XCTAssertEqual(bar.accessibilityFrame.minX, 110)
            XCTAssertEqual(bar.accessibilityActivationPoint, CGPoint(x: 120, y: 110))
            XCTAssertTrue(bar.next === chart)
            let loose = UIAccessibilityElement(accessibilityContainer: chart)
            loose.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            XCTAssertEqual(loose.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertEqual(AccessibilityTree.elements(in: chart).map(\.accessibilityLabel), ["January"])
        }
    }

    // MARK: The order assistive technology visits

    func testHiddenModalAndGroupedViewsShapeTheOrder() {
        onMain {
            @MainActor func label(_ text: String) -> UILabel {
                let label = UILabel()
                label.text = text
                return label
            }
            let root = UIView()
            let a = label("A"), hidden = label("hidden"), faded = label("faded")
            hidden.isHidden = true
            faded.alpha = 0
            let group = UIView()
            group.addSubview(label("B"))
            group.addSubview(label("C"))
            let secret = UIView()
            secret.addSubview(label("secret"))
            secret.accessibilityElementsHidden = true
            let card = UIView()
            card.isAccessibilityElement = true
            card.accessibilityLabel = "Card"
            card.addSubview(label("inside the card"))
            for view in [a, hidden, faded, group, secret, card] { root.addSubview(view) }
            XCTAssertEqual(AccessibilityTree.elements(in: root).map(\.accessibilityLabel), ["A", "B", "C", "Card"])

            let sheet = UIView()
            sheet.addSubview(label("Sheet"))
            sheet.accessibilityViewIsModal = true
            root.addSubview(sheet)
            XCTAssertEqual(
                AccessibilityTree.elements(in: root).map(\.accessibilityLabel), ["Sheet"],
                "a modal view hides its siblings")
            group.accessibilityElements = [group.subviews[1]]
            sheet.removeFromSuperview()
            XCTAssertEqual(AccessibilityTree.elements(in: root).map(\.accessibilityLabel), ["A", "C", "Card"])
        }
    }

    func testPostedNotificationsAreKeptAndFocus() {
        onMain {
            let label = UILabel()
            UIAccessibility.post(notification: .screenChanged, argument: label)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            XCTAssertTrue(UIAccessibility.focusedElement === label)
            XCTAssertEqual(UIAccessibility.posted.last?.notification, .announcement)
            XCTAssertEqual(UIAccessibility.posted.last?.argument as? String, "Saved")
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        }
    }

    // MARK: Storyboards

    func testTheAccessibilityInspectorsSettingsInANib() throws {
        try onMain {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <imageView contentMode="scaleToFill" id="icon">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    <accessibility key="accessibilityConfiguration" hint="Opens settings" identifier="PrivacyIcon" label="Privacy">
                                        <accessibilityTraits key="traits" button="YES" image="YES"/>
                                        <bool key="isElement" value="YES"/>
                                    </accessibility>
                                </imageView>
                                <label text="Plain" id="plain">
                                    <rect key="frame" x="0.0" y="50" width="100" height="20"/>
                                    <accessibility key="accessibilityConfiguration">
                                        <bool key="isElement" value="NO"/>
                                    </accessibility>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
            let objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
            let box = try XCTUnwrap(objects.first as? UIView)
            let icon = try XCTUnwrap(box.subviews.first as? UIImageView)
            XCTAssertEqual(icon.accessibilityIdentifier, "PrivacyIcon")
            XCTAssertEqual(icon.accessibilityLabel, "Privacy")
            XCTAssertEqual(icon.accessibilityHint, "Opens settings")
            XCTAssertEqual(icon.accessibilityTraits, [.button, .image])
            XCTAssertTrue(icon.isAccessibilityElement)
            let plain = try XCTUnwrap(box.subviews.last as? UILabel)
            XCTAssertFalse(plain.isAccessibilityElement)
            XCTAssertEqual(plain.accessibilityTraits, .staticText, "no traits written: the class's")
            XCTAssertEqual(AccessibilityTree.elements(in: box).map(\.accessibilityLabel), ["Privacy"])
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }
}

/// One wheel of fruit.
@MainActor
private final class FruitWheel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let fruit = ["Apple", "Banana", "Cherry"]
    var picked: [Int] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { fruit.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        fruit[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append(row)
    }
}
