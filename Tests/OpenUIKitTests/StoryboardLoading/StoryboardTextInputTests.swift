import TestSupport
import XCTest

@testable import OpenUIKit

/// What `<textField>` and `<textView>` elements set, as Xcode writes them.
final class StoryboardTextInputTests: UIKitTestCase {
    func testTextFieldFromTheStoryboard() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" borderStyle="roundedRect" placeholder="Name" textAlignment="center" minimumFontSize="12" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="20" y="20" width="200" height="34"/>
                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="next" secureTextEntry="YES" textContentType="username"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="line" minimumFontSize="17" id="plain">
                        <rect key="frame" x="20" y="60" width="200" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
                """)
            let field = try XCTUnwrap(scene.view("name") as? UITextField)
            XCTAssertEqual(field.text, "Ada")
            XCTAssertEqual(field.placeholder, "Name")
            XCTAssertEqual(field.borderStyle, .roundedRect)
            XCTAssertEqual(field.textAlignment, .center)
            XCTAssertEqual(field.clearButtonMode, .whileEditing)
            XCTAssertEqual(field.minimumFontSize, 12)
            XCTAssertEqual(field.font?.pointSize, 14)
            XCTAssertEqual(field.textColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertTrue(field.isSecureTextEntry)
            XCTAssertEqual(field.keyboardType, .emailAddress)
            XCTAssertEqual(field.returnKeyType, .next)
            XCTAssertEqual(field.autocapitalizationType, .words)
            XCTAssertEqual(field.autocorrectionType, .no)
            XCTAssertEqual(field.textContentType, .username)
            XCTAssertEqual(
                field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 14))
            let plain = try XCTUnwrap(scene.view("plain") as? UITextField)
            XCTAssertEqual(plain.borderStyle, .line)
            XCTAssertEqual(plain.text, "")
            XCTAssertNil(plain.placeholder)
            XCTAssertFalse(plain.isSecureTextEntry)
            XCTAssertEqual(plain.autocapitalizationType, .sentences, "UIKit's default")
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testTextViewFromTheStoryboard() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" selectable="NO" id="notes">
                        <rect key="frame" x="20" y="20" width="300" height="120"/>
                        <string key="text">First line&#10;Second line</string>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                        <edgeInsets key="textContainerInset" minX="4" minY="6" maxX="4" maxY="6"/>
                    </textView>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Short" id="short">
                        <rect key="frame" x="20" y="150" width="300" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits"/>
                    </textView>
                </subviews>
                """)
            let notes = try XCTUnwrap(scene.view("notes") as? UITextView)
            XCTAssertEqual(notes.text, "First line\nSecond line")
            XCTAssertFalse(notes.isEditable)
            XCTAssertFalse(notes.isSelectable)
            XCTAssertFalse(notes.isScrollEnabled)
            XCTAssertEqual(notes.font?.pointSize, 15)
            XCTAssertEqual(notes.textContainerInset, UIEdgeInsets(top: 6, left: 4, bottom: 6, right: 4))
            let short = try XCTUnwrap(scene.view("short") as? UITextView)
            XCTAssertEqual(short.text, "Short")
            XCTAssertTrue(short.isEditable)
            XCTAssertTrue(short.isScrollEnabled)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }
}
