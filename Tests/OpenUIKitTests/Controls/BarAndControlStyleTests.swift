import TestSupport
import XCTest

@testable import OpenUIKit

/// The small types of the bars and controls: a tab bar's item positioning, a search bar's
/// replaceable icons, bar button item groups on a navigation item, the bar positioning
/// delegate shared by the bars' delegates, and a button's role and behavioural style.
final class BarAndControlStyleTests: UIKitTestCase {
    func testTabBarItemPositioning() {
        onMain {
            let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 600, height: 49))
            bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
            XCTAssertEqual(bar.itemPositioning, .automatic)
            XCTAssertEqual(bar.itemSlot(at: 1, of: 2).minX, 300, "a compact bar fills its width")
            bar.itemPositioning = .centered
            bar.itemWidth = 100
            bar.itemSpacing = 20
            XCTAssertEqual(bar.itemSlot(at: 0, of: 2), CGRect(x: 190, y: 0, width: 100, height: 49))
            XCTAssertEqual(bar.itemSlot(at: 1, of: 2).minX, 310)
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.itemButtons.map(\.frame.minX), [190, 310], "the buttons follow")
            bar.itemWidth = 0
            XCTAssertEqual(bar.itemSlot(at: 0, of: 2).width, UITabBar.standardCenteredItemWidth)
        }
    }

    func testSearchBarIcons() throws {
        try onMain {
            let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
            let star = UIImage(systemName: "star")
            searchBar.setImage(star, for: .search, state: .normal)
            let glass = try XCTUnwrap(searchBar.searchTextField.leftView as? UIImageView)
            XCTAssertTrue(glass.image === star)
            XCTAssertTrue(searchBar.image(for: .search, state: .normal) === star)
            XCTAssertNil(searchBar.image(for: .bookmark, state: .normal))
            searchBar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: -2), for: .search)
            XCTAssertEqual(searchBar.positionAdjustment(for: .search), UIOffset(horizontal: 4, vertical: -2))
            XCTAssertEqual(glass.transform, CGAffineTransform(translationX: 4, y: -2))
            searchBar.setImage(nil, for: .search, state: .normal)
            XCTAssertFalse(glass.image === star, "back to the magnifying glass")
            XCTAssertNotNil(glass.image)
        }
    }

    func testBarButtonItemGroupsBecomeTheNavigationItemsButtons() {
        onMain {
            let item = UINavigationItem(title: "Notes")
            let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
            let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let first = UIBarButtonItemGroup(barButtonItems: [share, add], representativeItem: nil)
            let second = UIBarButtonItemGroup.fixedGroup(items: [edit])
            XCTAssertTrue(share.buttonGroup === first)
            item.trailingItemGroups = [first, second]
            XCTAssertEqual(item.rightBarButtonItems?.map(\.title), ["Share", "Add", "Edit"])
            first.isHidden = true
            XCTAssertEqual(item.rightBarButtonItems?.map(\.title), ["Edit"])
            second.barButtonItems = []
            XCTAssertNil(item.rightBarButtonItems)
            XCTAssertNil(edit.buttonGroup)
            XCTAssertFalse(first.isDisplayingRepresentativeItem)
        }
    }

    func testBarDelegatesShareTheBarPositioningDelegate() {
        onMain {
            final class Delegate: UIToolbarDelegate, UINavigationBarDelegate, UISearchBarDelegate {
                func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
            }
            let delegate = Delegate()
            let toolbar = UIToolbar(frame: .zero)
            toolbar.delegate = delegate
            XCTAssertEqual(toolbar.barPosition, .topAttached)
            let positioning: any UIBarPositioningDelegate = delegate
            XCTAssertEqual(positioning.position(for: toolbar), .topAttached)
            final class Silent: UIToolbarDelegate {}
            let silent = Silent()
            toolbar.delegate = silent
            XCTAssertEqual(toolbar.barPosition, .any, "the default answer")
        }
    }

    func testButtonRoleAndBehavioralStyle() {
        onMain {
            let button = UIButton(type: .system)
            XCTAssertEqual(button.role, .normal)
            button.role = .destructive
            XCTAssertEqual(button.role, .destructive)
            button.preferredBehavioralStyle = .mac
            XCTAssertEqual(button.preferredBehavioralStyle, .mac)
            XCTAssertEqual(button.behavioralStyle, .pad, "the Mac style is Mac Catalyst's alone")
            XCTAssertEqual(UIBarMetrics.defaultPrompt.rawValue, 101)
        }
    }
}
