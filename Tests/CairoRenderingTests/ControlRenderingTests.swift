import CairoRendering
import Foundation
import TestSupport
import XCTest

@_spi(Rendering) @testable import OpenUIKit

/// Every control and bar that draws itself, in light and dark, against the references in
/// `References/` (each looked at before it was kept): switches, steppers, segmented controls,
/// buttons (the types and every configuration style), images in controls, a stack view of
/// controls, and the navigation bar, toolbar and tab bar.
final class ControlRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    func testSwitches() throws {
        try onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 236, height: 44), style)
                let off = UISwitch(frame: CGRect(x: 12, y: 8, width: 0, height: 0))
                let on = UISwitch(frame: CGRect(x: 87, y: 8, width: 0, height: 0))
                on.isOn = true
                let disabled = UISwitch(frame: CGRect(x: 162, y: 8, width: 0, height: 0))
                disabled.isOn = true
                disabled.isEnabled = false
                for view in [off, on, disabled] { canvas.addSubview(view) }
                let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "switch-\(name)"))
                // The on track is the system green (light or dark) at its middle.
                let green = image.rgba(2 * (87 + 8), 2 * 22)
                XCTAssertTrue(
                    green.isClose(to: style == .dark ? RGBA(48, 209, 88) : RGBA(52, 199, 89), within: 4), "\(green)")
            }
        }
    }

    func testSteppers() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 220, height: 48), style)
                let atMinimum = UIStepper(frame: CGRect(x: 12, y: 8, width: 0, height: 0))
                let between = UIStepper(frame: CGRect(x: 114, y: 8, width: 0, height: 0))
                between.value = 50
                canvas.addSubview(atMinimum)
                canvas.addSubview(between)
                assertSnapshot(of: canvas, named: "stepper-\(name)")
            }
        }
    }

    func testSegmentedControls() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 280, height: 96), style)
                let plain = UISegmentedControl(items: ["First", "Second", "Third"])
                plain.selectedSegmentIndex = 0
                plain.frame.origin = CGPoint(x: 12, y: 10)
                let mixed = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
                mixed.frame = CGRect(x: 12, y: 54, width: 256, height: 32)
                mixed.selectedSegmentIndex = 2
                mixed.setEnabled(false, forSegmentAt: 3)
                canvas.addSubview(plain)
                canvas.addSubview(mixed)
                XCTAssertEqual(plain.frame.height, 32, "init(items:) sizes the control to its content")
                XCTAssertGreaterThan(plain.frame.width, 150)
                assertSnapshot(of: canvas, named: "segmented-\(name)")
            }
        }
    }

    /// Buttons before configurations: a system button, a custom one with a background, a
    /// disabled system one.
    func testButtonTypes() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 300, height: 48), style)
                let system = UIButton(type: .system)
                system.setTitle("System", for: .normal)
                system.frame = CGRect(x: 8, y: 8, width: 84, height: 32)
                let custom = UIButton(type: .custom)
                custom.setTitle("Custom", for: .normal)
                custom.backgroundColor = .systemIndigo
                custom.layer.cornerRadius = 8
                custom.frame = CGRect(x: 104, y: 8, width: 92, height: 32)
                let disabled = UIButton(type: .system)
                disabled.setTitle("Disabled", for: .normal)
                disabled.isEnabled = false
                disabled.frame = CGRect(x: 208, y: 8, width: 84, height: 32)
                for view in [system, custom, disabled] { canvas.addSubview(view) }
                canvas.layoutIfNeeded()
                assertSnapshot(of: canvas, named: "button-types-\(name)")
            }
        }
    }

    /// Each configuration style at its intrinsic size, then fixed corner styles, a base colour,
    /// a subtitle, and a highlighted and a disabled filled button.
    func testButtonConfigurations() throws {
        try onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 336, height: 244), style)
                let styles: [(String, UIButton.Configuration)] = [
                    ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
                    ("Bordered", .bordered()), ("Tinted", .borderedTinted()), ("Prominent", .borderedProminent()),
                ]
                var x: CGFloat = 8, y: CGFloat = 8
                for (title, base) in styles {
                    var configuration = base
                    configuration.title = title
                    let button = UIButton(configuration: configuration)
                    let size = button.intrinsicContentSize
                    if x + size.width > 328 { (x, y) = (8, y + 44) }
                    button.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
                    canvas.addSubview(button)
                    x += size.width + 8
                }

                var corners = UIButton.Configuration.filled()
                corners.title = "Medium corners"
                corners.cornerStyle = .medium
                corners.buttonSize = .small
                let medium = UIButton(configuration: corners)
                var subtitled = UIButton.Configuration.tinted()
                subtitled.title = "Title"
                subtitled.subtitle = "And a subtitle"
                subtitled.titleAlignment = .center
                subtitled.titlePadding = 2
                subtitled.cornerStyle = .large
                let twoLines = UIButton(configuration: subtitled)
                var green = UIButton.Configuration.filled()
                green.title = "Base colour"
                green.baseBackgroundColor = .systemGreen
                green.buttonSize = .small
                let colored = UIButton(configuration: green)
                var pressed = UIButton.Configuration.filled()
                pressed.title = "Highlighted"
                let highlighted = UIButton(configuration: pressed)
                highlighted.isHighlighted = true
                pressed.title = "Disabled"
                let disabled = UIButton(configuration: pressed)
                disabled.isEnabled = false

                let rows: [[UIButton]] = [[medium, colored], [twoLines], [highlighted, disabled]]
                y += 44
                for row in rows {
                    x = 8
                    var tallest: CGFloat = 0
                    for button in row {
                        let size = button.intrinsicContentSize
                        button.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
                        canvas.addSubview(button)
                        x += size.width + 8
                        tallest = max(tallest, size.height)
                    }
                    y += tallest + 8
                }
                canvas.layoutIfNeeded()
                XCTAssertLessThanOrEqual(y, 244, "the canvas holds every row")
                let filled = try XCTUnwrap(canvas.subviews[3] as? UIButton)
                XCTAssertEqual(
                    filled.intrinsicContentSize.height, 35, accuracy: 1, "a 17-point title with 7-point insets")
                assertSnapshot(of: canvas, named: "button-configurations-\(name)")
            }
        }
    }

    /// Images in controls: a template glyph in a segment and beside a configured button's
    /// title, in the colour of the text next to them.
    func testImagesInControls() throws {
        try onMain {
            let fixtures = try XCTUnwrap(
                Bundle.module.url(forResource: "ImageFixtures", withExtension: nil).flatMap(Bundle.init(url:)))
            let glyph = try XCTUnwrap(UIImage(named: "glyph", in: fixtures, compatibleWith: nil))
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 52), style)
                let segments = UISegmentedControl(items: [glyph, "Text"])
                segments.selectedSegmentIndex = 1
                segments.frame = CGRect(x: 10, y: 10, width: 140, height: 32)
                var configuration = UIButton.Configuration.tinted()
                configuration.title = "Settings"
                configuration.image = glyph
                configuration.imagePadding = 6
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(origin: CGPoint(x: 162, y: 8), size: button.intrinsicContentSize)
                canvas.addSubview(segments)
                canvas.addSubview(button)
                canvas.layoutIfNeeded()
                XCTAssertEqual(button.imageView?.frame.size, CGSize(width: 24, height: 24))
                assertSnapshot(of: canvas, named: "image-controls-\(name)")
            }
        }
    }

    func testStackViewOfControls() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 240, height: 124), style)
                let label = UILabel()
                label.text = "Notifications"
                let toggle = UISwitch()
                toggle.isOn = true
                let row = UIStackView(arrangedSubviews: [label, toggle])
                row.axis = .horizontal
                row.alignment = .center
                row.spacing = 8
                let segments = UISegmentedControl(items: ["Daily", "Weekly"])
                segments.selectedSegmentIndex = 1
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Save"
                let save = UIButton(configuration: configuration)
                let stack = UIStackView(arrangedSubviews: [row, segments, save])
                stack.axis = .vertical
                stack.alignment = .fill
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                canvas.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: canvas.leadingAnchor, constant: 12),
                    stack.trailingAnchor.constraint(equalTo: canvas.trailingAnchor, constant: -12),
                    stack.topAnchor.constraint(equalTo: canvas.topAnchor, constant: 8),
                ])
                canvas.layoutIfNeeded()
                XCTAssertEqual(segments.frame.height, 32)
                XCTAssertEqual(save.frame.width, 216)
                assertSnapshot(of: canvas, named: "stack-\(name)")
            }
        }
    }

    /// Each change a control shows asks for its drawing again: a damage-tracked frame repaints
    /// the control and matches a full render.
    func testControlChangesRepaintTheControl() {
        onMain {
            let root = styledCanvas(CGSize(width: 300, height: 140), .light)
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            let stepper = UIStepper(frame: CGRect(x: 100, y: 8, width: 0, height: 0))
            let segments = UISegmentedControl(items: ["One", "Two"])
            segments.frame = CGRect(x: 10, y: 50, width: 200, height: 32)
            var configuration = UIButton.Configuration.gray()
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: 94, width: 120, height: 36)
            for view in [toggle, stepper, segments, button] as [UIView] { root.addSubview(view) }
            let renderer = CairoFrameRenderer(view: root, scale: 2)
            renderer.renderFrame()
            let changes: [(String, UIView, () -> Void)] = [
                ("switch on", toggle, { toggle.setOn(true, animated: false) }),
                ("stepper value", stepper, { stepper.value = 3 }),
                ("segment selected", segments, { segments.selectedSegmentIndex = 1 }),
                ("segment title", segments, { segments.setTitle("Three", forSegmentAt: 0) }),
                ("button highlighted", button, { button.isHighlighted = true }),
                ("button style", button, { button.configuration = .filled() }),
            ]
            for (name, view, change) in changes {
                change()
                let damage = union(renderer.renderFrame())
                XCTAssertTrue(
                    damage.contains(view.frame.applying(CGAffineTransform(scaleX: 2, y: 2))), "\(name): \(damage)")
                // Translucent fills under a blurred shadow, kept premultiplied in 8 bits in the
                // backing store, may round a channel by two where a full render rounds once.
                assertMatchesFullRender(renderer, name, tolerance: 2)
            }
        }
    }

    func testNavigationBar() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 44), style)
                let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let back = UINavigationItem(title: "Settings")
                let top = UINavigationItem(title: "General")
                top.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                bar.setItems([back, top], animated: false)
                canvas.addSubview(bar)
                canvas.layoutIfNeeded()
                assertSnapshot(of: canvas, named: "navigation-bar-\(name)")
            }
        }
    }

    func testToolbar() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 44), style)
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                toolbar.items = [
                    UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                    UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                ]
                canvas.addSubview(toolbar)
                assertSnapshot(of: canvas, named: "toolbar-\(name)")
            }
        }
    }

    func testTabBar() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 49), style)
                let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
                let items = [
                    UITabBarItem(tabBarSystemItem: .favorites, tag: 0),
                    UITabBarItem(tabBarSystemItem: .search, tag: 1),
                    UITabBarItem(tabBarSystemItem: .more, tag: 2),
                ]
                tabBar.items = items
                tabBar.selectedItem = items[0]
                canvas.addSubview(tabBar)
                assertSnapshot(of: canvas, named: "tab-bar-\(name)")
            }
        }
    }
}
