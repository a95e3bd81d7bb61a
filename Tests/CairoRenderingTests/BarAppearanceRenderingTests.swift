import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// A colour as a picture shows it in `style`.
@MainActor
private func shown(_ color: UIColor, in style: UIUserInterfaceStyle) -> RGBA {
    let channels = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).rgb
    return RGBA(channels[0], channels[1], channels[2])
}

/// Bars drawn with bar appearances, as iOS 15+ apps style them: an opaque coloured navigation
/// bar with a white title and white buttons, and a tab bar whose item appearances colour the
/// selected and unselected items and the badge.
final class BarAppearanceRenderingTests: UIKitTestCase {
    func testAnOpaqueColouredNavigationBarWithAWhiteTitle() throws {
        try onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 44), style)
                let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .systemIndigo
                appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
                appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
                appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
                bar.standardAppearance = appearance
                bar.tintColor = .white
                let back = UINavigationItem(title: "Mail")
                let top = UINavigationItem(title: "Inbox")
                top.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                bar.setItems([back, top], animated: false)
                canvas.addSubview(bar)
                canvas.layoutIfNeeded()
                let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "navigation-bar-appearance-\(name)"))
                let indigo = shown(.systemIndigo, in: style)
                XCTAssertTrue(picture.rgba(2 * 100, 2 * 4).isClose(to: indigo), "\(name): \(picture.rgba(200, 8))")
                let titleRow = (2 * 130..<2 * 190).map { picture.rgba($0, 2 * 22) }
                XCTAssertTrue(
                    titleRow.contains { $0.red > 240 && $0.green > 240 && $0.blue > 240 }, "\(name): a white title")
                let editRow = (2 * 270..<2 * 310).map { picture.rgba($0, 2 * 22) }
                XCTAssertTrue(editRow.contains { $0.red > 240 && $0.blue > 240 }, "\(name): a white Edit button")
                let bottom = picture.rgba(2 * 100, 2 * 44 - 1)
                XCTAssertFalse(bottom.isClose(to: indigo), "\(name): the shadow line darkens the bottom pixel")
            }
        }
    }

    func testATabBarWithCustomItemColours() throws {
        try onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 49), style)
                let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
                let appearance = UITabBarAppearance()
                appearance.configureWithOpaqueBackground()
                let items = UITabBarItemAppearance(style: .stacked)
                items.selected.iconColor = .systemOrange
                items.selected.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
                items.normal.iconColor = .systemTeal
                items.normal.titleTextAttributes = [.foregroundColor: UIColor.systemTeal]
                items.normal.badgeBackgroundColor = .systemGreen
                appearance.stackedLayoutAppearance = items
                tabBar.standardAppearance = appearance
                let tabs = [
                    UITabBarItem(tabBarSystemItem: .favorites, tag: 0),
                    UITabBarItem(tabBarSystemItem: .search, tag: 1),
                    UITabBarItem(tabBarSystemItem: .more, tag: 2),
                ]
                tabs[1].badgeValue = "3"
                tabBar.items = tabs
                tabBar.selectedItem = tabs[0]
                canvas.addSubview(tabBar)
                let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "tab-bar-appearance-\(name)"))
                let orange = shown(.systemOrange, in: style), teal = shown(.systemTeal, in: style)
                let green = shown(.systemGreen, in: style)
                func slot(_ index: Int) -> [RGBA] {
                    let minX = 2 * (106 * index + 20), maxX = 2 * (106 * index + 86)
                    return (minX..<maxX).flatMap { x in
                        stride(from: 2 * 32, to: 2 * 46, by: 2).map { picture.rgba(x, $0) }
                    }
                }
                XCTAssertTrue(slot(0).contains { $0.isClose(to: orange, within: 12) }, "\(name): the selected title")
                XCTAssertFalse(slot(0).contains { $0.isClose(to: teal, within: 12) })
                XCTAssertTrue(slot(2).contains { $0.isClose(to: teal, within: 12) }, "\(name): an unselected title")
                XCTAssertTrue(picture.rgba(2 * 171, 2 * 15).isClose(to: green), "\(name): the badge")
                XCTAssertTrue(
                    picture.rgba(2 * 160, 2 * 47).isClose(to: shown(.systemBackground, in: style)),
                    "\(name): the opaque background")
            }
        }
    }

    /// A large title at rest, half collapsed (sliding under the row, clipped there) and gone
    /// (the standard title centred on the row), as a table scrolls up under the bar.
    func testALargeTitleSlidesUnderTheRowAsItCollapses() throws {
        try onMain {
            CairoRendering.install()
            let list = UITableViewController(style: .plain)
            list.title = "Large Title"
            let navigation = UINavigationController(rootViewController: list)
            navigation.navigationBar.prefersLargeTitles = true
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            defer { window.isHidden = true }
            window.layoutIfNeeded()
            let table: UITableView = list.tableView
            let top = table.adjustedContentInset.top
            for (scrolled, name, height) in [(0, "rest", 96), (26, "half", 70), (60, "collapsed", 44)]
                as [(CGFloat, String, CGFloat)]
            {
                table.contentOffset = CGPoint(x: 0, y: -top + scrolled)
                window.layoutIfNeeded()
                XCTAssertEqual(navigation.navigationBar.frame.height, height, name)
                let picture = try XCTUnwrap(
                    assertSnapshot(of: navigation.navigationBar, named: "navigation-bar-large-title-\(name)"))
                // Dark text rows: the large title in its area under the row, never over the row.
                let inked = (0..<picture.height).filter { y in
                    stride(from: 0, to: picture.width, by: 2).contains { x in
                        let pixel = picture.rgba(x, y)
                        return pixel.alpha > 200 && pixel.red < 80
                    }
                }
                let rowBottom = 2 * 44
                switch name {
                case "collapsed": XCTAssertTrue(inked.allSatisfy { $0 < rowBottom }, "the standard title, on the row")
                default:
                    XCTAssertFalse(inked.isEmpty)
                    XCTAssertTrue(inked.allSatisfy { $0 >= rowBottom }, "\(name): the large title stays under the row")
                }
            }
        }
    }
}
