import TestSupport
import XCTest

@_spi(Tooling) @testable import OpenUIKit

/// UIButton.Configuration headless: the styles' defaults, what a button shows from one, its
/// colours in each state, the update cycle, sizes where no text is measured, and storyboards.
final class ButtonConfigurationTests: UIKitTestCase {
    /// Sizes here are the headless ones, whatever suite installed a text measurer before.
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            if !(TextMeasurement.measurer is HeadlessTextMeasurer) { TextMeasurement.measurer = HeadlessTextMeasurer() }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { SystemDesign.requiresCompatibility = false }
        super.tearDown()
    }

    // MARK: The value

    /// The medium size pads 7 points above and below and 12 beside, until insets are set;
    /// `setDefaultContentInsets()` and the other sizes follow iOS.
    func testDefaultsAndInsets() {
        var configuration = UIButton.Configuration.filled()
        XCTAssertEqual(configuration.buttonSize, .medium)
        XCTAssertEqual(configuration.cornerStyle, .dynamic)
        XCTAssertEqual(configuration.imagePlacement, .leading)
        XCTAssertEqual(
            configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        XCTAssertEqual(
            configuration.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        XCTAssertEqual(
            configuration.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            "set insets stay")
        configuration.setDefaultContentInsets()
        XCTAssertEqual(
            configuration.contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        XCTAssertEqual(UIButton.Configuration.CornerStyle.fixed.rawValue, -1)
    }

    /// A title and an attributed title are one text: setting either sets the other's
    /// characters, and setting the plain one drops the attributes. Equal content is equal.
    func testTitleAndAttributedTitle() {
        var configuration = UIButton.Configuration.plain()
        var bold = AttributedString("Bold")
        bold.font = UIFont.boldSystemFont(ofSize: 20)
        configuration.attributedTitle = bold
        XCTAssertEqual(configuration.title, "Bold")
        configuration.title = "Plain"
        XCTAssertNil(configuration.attributedTitle)
        configuration.subtitle = "Sub"
        XCTAssertEqual(configuration.attributedSubtitle, nil)

        var other = UIButton.Configuration.plain()
        other.title = "Plain"
        other.subtitle = "Sub"
        XCTAssertEqual(configuration, other)
        other.imagePadding = 4
        XCTAssertNotEqual(configuration, other)
        XCTAssertNotEqual(
            UIButton.Configuration.plain(), UIButton.Configuration.filled(), "the style is part of the value")
    }

    /// Each style's colours from the tint: filled is white on the tint, tinted the tint on a
    /// faint tint, gray the tint on a grey fill, plain the tint on nothing; base colours
    /// replace the defaults; highlighted fades and disabled greys.
    func testStyleColours() {
        onMain {
            let tint = UIColor.systemBlue
            let filled = UIButton.Configuration.filled()
            XCTAssertEqual(filled.resolvedForegroundColor(tint: tint, state: .normal), .white)
            XCTAssertEqual(filled.resolvedBackgroundColor(tint: tint, state: .normal), tint)
            let tinted = UIButton.Configuration.tinted()
            XCTAssertEqual(tinted.resolvedForegroundColor(tint: tint, state: .normal), tint)
            let faint = tinted.resolvedBackgroundColor(tint: tint, state: .normal)?.resolvedColor(
                with: UITraitCollection(userInterfaceStyle: .light))
            XCTAssertEqual(faint?.cgColor.alpha ?? 0, 0.15, accuracy: 0.001)
            XCTAssertEqual(
                UIButton.Configuration.gray().resolvedBackgroundColor(tint: tint, state: .normal), .secondarySystemFill)
            XCTAssertNil(UIButton.Configuration.plain().resolvedBackgroundColor(tint: tint, state: .normal))

            var custom = UIButton.Configuration.filled()
            custom.baseBackgroundColor = .systemGreen
            custom.baseForegroundColor = .black
            XCTAssertEqual(custom.resolvedBackgroundColor(tint: tint, state: .normal), .systemGreen)
            XCTAssertEqual(custom.resolvedForegroundColor(tint: tint, state: .normal), .black)
            custom.background.backgroundColor = .systemPink
            XCTAssertEqual(
                custom.resolvedBackgroundColor(tint: tint, state: .normal), .systemPink,
                "the background's own colour wins")

            XCTAssertEqual(filled.resolvedForegroundColor(tint: tint, state: .disabled), .tertiaryLabel)
            XCTAssertEqual(filled.resolvedBackgroundColor(tint: tint, state: .disabled), .tertiarySystemFill)
            let pressed = filled.resolvedBackgroundColor(tint: tint, state: .highlighted)?.resolvedColor(
                with: UITraitCollection(userInterfaceStyle: .light))
            XCTAssertEqual(pressed?.cgColor.alpha ?? 0, 0.75, accuracy: 0.001)
            let plainPressed = UIButton.Configuration.plain().resolvedForegroundColor(tint: tint, state: .highlighted)
            XCTAssertEqual(
                plainPressed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.alpha, 0.5,
                accuracy: 0.001)
        }
    }

    /// The corner radius: a capsule for `.dynamic` in iOS 26's design, the size's few points in
    /// the earlier one, the background's radius for `.fixed`.
    func testCornerRadius() {
        onMain {
            var configuration = UIButton.Configuration.filled()
            let size = CGSize(width: 100, height: 34)
            XCTAssertEqual(configuration.cornerRadius(for: size), 17)
            SystemDesign.requiresCompatibility = true
            XCTAssertEqual(configuration.cornerRadius(for: size), 6)
            configuration.cornerStyle = .capsule
            XCTAssertEqual(configuration.cornerRadius(for: size), 17)
            configuration.cornerStyle = .medium
            XCTAssertEqual(configuration.cornerRadius(for: size), 8)
            configuration.cornerStyle = .fixed
            configuration.background.cornerRadius = 3
            XCTAssertEqual(configuration.cornerRadius(for: size), 3)
            configuration.background.cornerRadius = 100
            XCTAssertEqual(configuration.cornerRadius(for: size), 17, "never rounder than a capsule")
        }
    }

    // MARK: On a button

    /// The title label shows the configuration's title in the size's font and the style's
    /// colour; the subtitle gets its own label; a per-state title wins; nil goes back.
    func testButtonShowsTheConfiguration() throws {
        try onMain {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Save"
            configuration.subtitle = "Now"
            let button = UIButton(configuration: configuration)
            XCTAssertEqual(button.buttonType, .system)
            let title = try XCTUnwrap(button.titleLabel)
            XCTAssertEqual(title.text, "Save")
            XCTAssertEqual(title.font, .systemFont(ofSize: 17))
            XCTAssertEqual(title.textColor, .white)
            XCTAssertEqual(button.subtitleLabel?.text, "Now")
            XCTAssertEqual(button.subtitleLabel?.font, .systemFont(ofSize: 15))
            XCTAssertEqual(button.configuration?.title, "Save")

            button.setTitle("Override", for: .normal)
            XCTAssertEqual(title.text, "Override")

            button.isEnabled = false
            XCTAssertEqual(title.textColor, .tertiaryLabel)
            button.isEnabled = true

            var bold = AttributedString("Bold")
            bold.font = UIFont.boldSystemFont(ofSize: 20)
            configuration.attributedTitle = bold
            button.setTitle(nil, for: .normal)
            button.configuration = configuration
            XCTAssertEqual(title.text, "Bold")
            XCTAssertEqual(title.font, .boldSystemFont(ofSize: 20), "the attributed title's font wins")
            XCTAssertEqual(title.textColor, .white, "and the style fills in the colour")

            button.configuration = nil
            XCTAssertNil(button.subtitleLabel)
            XCTAssertEqual(title.font, .systemFont(ofSize: 15), "the system type's font again")
        }
    }

    /// A title transformer sees every run's attributes and may change them.
    func testTitleTextAttributesTransformer() throws {
        try onMain {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Big"
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.systemFont(ofSize: 30, weight: .heavy)
                return outgoing
            }
            let button = UIButton(configuration: configuration)
            XCTAssertEqual(try XCTUnwrap(button.titleLabel).font, .systemFont(ofSize: 30, weight: .heavy))
        }
    }

    /// `init(configuration:primaryAction:)` takes the action's title when the configuration has
    /// none, and a tap runs it.
    func testPrimaryActionGivesTheTitleAndRunsOnTap() {
        onMain {
            let (window, root) = eventWindow()
            var taps = 0
            let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go") { _ in taps += 1 })
            XCTAssertEqual(button.configuration?.title, "Go")
            button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
            root.addSubview(button)
            UIEventInjector.shared.touchDown(at: CGPoint(x: 100, y: 70), in: window)
            XCTAssertTrue(button.isHighlighted)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(taps, 1)
        }
    }

    /// The update handler runs at the next layout after it is set, after each change of state
    /// (once, however many changes come before the layout), and after
    /// `setNeedsUpdateConfiguration()`; what it sets shows.
    func testConfigurationUpdateHandler() {
        onMain {
            let (window, root) = eventWindow()
            let button = UIButton(configuration: .gray())
            button.frame = CGRect(x: 50, y: 50, width: 120, height: 40)
            root.addSubview(button)
            LifecycleTrace.name(button, "Btn")
            button.configurationUpdateHandler = { button in
                LifecycleTrace.record(button, "update(\(button.isHighlighted ? "highlighted" : "normal"))")
                var configuration = button.configuration
                configuration?.title = button.isHighlighted ? "Pressed" : "Press"
                button.configuration = configuration
            }
            XCTAssertNil(button.configuration?.title, "nothing runs before layout")
            window.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.text, "Press")

            UIEventInjector.shared.touchDown(at: CGPoint(x: 100, y: 70), in: window)
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.text, "Pressed")
            UIEventInjector.shared.touchUp()
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.text, "Press")

            button.isSelected = true
            button.isSelected = false
            button.setNeedsUpdateConfiguration()
            button.layoutIfNeeded()
            button.layoutIfNeeded()
            XCTAssertEqual(
                trace("Btn"),
                ["Btn.update(normal)", "Btn.update(highlighted)", "Btn.update(normal)", "Btn.update(normal)"])
        }
    }

    /// An overridden `updateConfiguration()` runs instead of the handler.
    func testSubclassesOverrideUpdateConfiguration() {
        onMain {
            final class CountingButton: UIButton {
                var updates = 0
                override func updateConfiguration() {
                    updates += 1
                    var configuration = self.configuration ?? .plain()
                    configuration.title = "Update \(updates)"
                    self.configuration = configuration
                }
            }
            let button = CountingButton(configuration: .plain())
            button.setNeedsUpdateConfiguration()
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.text, "Update 1")
        }
    }

    /// `updated(for:)` returns the colours the button's state resolves.
    func testUpdatedForButton() {
        onMain {
            let button = UIButton(configuration: .filled())
            button.isEnabled = false
            let updated = button.configuration?.updated(for: button)
            XCTAssertEqual(updated?.baseForegroundColor, .tertiaryLabel)
            XCTAssertEqual(updated?.background.backgroundColor, .tertiarySystemFill)
        }
    }

    // MARK: Sizes without a text measurer

    /// An image-only configured button is its image plus the insets; a title needs a measurer.
    func testIntrinsicSizeOfImageButtons() {
        onMain {
            var configuration = UIButton.Configuration.filled()
            configuration.image = blankImage(20, 18)
            let button = UIButton(configuration: configuration)
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20 + 24, height: 18 + 14))
            configuration.buttonSize = .large
            button.configuration = configuration
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20 + 40, height: 18 + 28))
            configuration.contentInsets = .zero
            button.configuration = configuration
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20, height: 18))

            configuration.title = "Text"
            button.configuration = configuration
            XCTAssertEqual(
                button.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        }
    }

    /// The image sits on the side `imagePlacement` names, `imagePadding` from the text, the
    /// pair centred in the insets.
    func testImagePlacementInLayout() throws {
        try onMain {
            var configuration = UIButton.Configuration.plain()
            configuration.image = blankImage(20, 20)
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            button.layoutIfNeeded()
            let imageView = try XCTUnwrap(button.imageView)
            XCTAssertEqual(imageView.frame, CGRect(x: 40, y: 20, width: 20, height: 20), "alone, centred")

            configuration.image = blankImage(20, 10)
            configuration.imagePlacement = .top
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
            button.configuration = configuration
            button.layoutIfNeeded()
            XCTAssertEqual(imageView.frame, CGRect(x: 40, y: 30, width: 20, height: 10), "centred below the top inset")
        }
    }

    // MARK: Without a configuration

    /// A system button's title fades while highlighted (a colour set for the highlighted state
    /// is shown as set); `titleColor(for:)` still answers what was set.
    func testSystemButtonsFadeTheirTitleWhileHighlighted() throws {
        try onMain {
            let button = UIButton(type: .system)
            button.setTitle("Tap", for: .normal)
            let label = try XCTUnwrap(button.titleLabel)
            button.isHighlighted = true
            XCTAssertEqual(label.textColor, UIColor.systemBlue.withAlphaComponent(0.2))
            XCTAssertEqual(button.titleColor(for: .highlighted), .systemBlue)
            button.isHighlighted = false
            XCTAssertEqual(label.textColor, .systemBlue)
            button.setTitleColor(.systemRed, for: .highlighted)
            button.isHighlighted = true
            XCTAssertEqual(label.textColor, .systemRed)
            let custom = UIButton(type: .custom)
            custom.setTitle("Tap", for: .normal)
            custom.isHighlighted = true
            XCTAssertEqual(custom.titleLabel?.textColor, .white, "custom buttons do not fade")
        }
    }

    // MARK: Storyboards

    /// `<buttonConfiguration>`: the style, texts, placement, size, corners, insets and base
    /// colours; the per-state title saved beside it for older systems is not applied.
    func testFromTheStoryboard() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="filled">
                        <rect key="frame" x="20" y="20" width="120" height="50"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="filled" title="Tap Me" subtitle="Now" imagePlacement="trailing" imagePadding="6" titlePadding="2" titleAlignment="center" buttonSize="large" cornerStyle="capsule">
                            <directionalEdgeInsets key="contentInsets" top="1" leading="2" bottom="3" trailing="4"/>
                            <color key="baseForegroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="baseBackgroundColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <backgroundConfiguration key="background" cornerRadius="9" strokeWidth="2"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="plain">
                        <rect key="frame" x="20" y="80" width="75" height="35"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Plain"/>
                    </button>
                </subviews>
                """)
            let button = try XCTUnwrap(scene.view("filled") as? UIButton)
            let configuration = try XCTUnwrap(button.configuration)
            XCTAssertEqual(
                configuration,
                {
                    var expected = UIButton.Configuration.filled()
                    expected.title = "Tap Me"
                    expected.subtitle = "Now"
                    expected.imagePlacement = .trailing
                    expected.imagePadding = 6
                    expected.titlePadding = 2
                    expected.titleAlignment = .center
                    expected.buttonSize = .large
                    expected.cornerStyle = .capsule
                    expected.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                    expected.baseForegroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
                    expected.baseBackgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
                    expected.background.cornerRadius = 9
                    expected.background.strokeWidth = 2
                    return expected
                }())
            XCTAssertEqual(button.titleLabel?.text, "Tap Me")
            XCTAssertNil(button.title(for: .normal), "the configuration replaces the saved per-state title")
            let plain = try XCTUnwrap(scene.view("plain") as? UIButton)
            XCTAssertEqual(
                plain.configuration,
                {
                    var expected = UIButton.Configuration.plain()
                    expected.title = "Plain"
                    return expected
                }())
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }
}
