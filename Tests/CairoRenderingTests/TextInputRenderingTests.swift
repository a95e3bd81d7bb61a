import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A window of `size` in `style` whose root controller shows a grouped background and, with
/// `titled`, a large title, for an alert to be presented over.
@MainActor
private func window(_ size: CGSize, _ style: UIUserInterfaceStyle, titled: Bool = false) -> (UIWindow, UIViewController)
{
    let (window, root) = styledWindow(size, style, background: .systemGroupedBackground)
    if titled {
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: size.width - 40, height: 30))
        label.text = "Photos"
        label.font = .boldSystemFont(ofSize: 28)
        root.view.addSubview(label)
        window.layoutIfNeeded()
    }
    return (window, root)
}

/// Text fields, text views, alerts and action sheets drawn, in light and dark, against the
/// references in `References/` (each looked at before it was kept); and the sizes text gives
/// them once Pango measures.
final class TextInputRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    override func tearDown() {
        MainActor.assumeIsolated {
            for window in UIApplication.shared.windows { window.isHidden = true }
            UIApplication.shared.runUntilIdle()
        }
        super.tearDown()
    }

    /// The four border styles with a placeholder or text, secure text, a disabled field, a clear
    /// button with a left view, right-aligned text, and a centred field editing at its caret.
    func testTextFields() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = window(CGSize(width: 300, height: 420), style)
                root.view.backgroundColor = .systemBackground
                @MainActor func field(_ y: CGFloat, _ border: UITextField.BorderStyle) -> UITextField {
                    let field = UITextField(frame: CGRect(x: 16, y: y, width: 268, height: 34))
                    field.borderStyle = border
                    root.view.addSubview(field)
                    return field
                }
                field(12, .roundedRect).placeholder = "Rounded, placeholder"
                field(54, .line).text = "Line border"
                field(96, .bezel).text = "Bezel border"
                field(138, .none).placeholder = "No border"
                let secure = field(180, .roundedRect)
                secure.isSecureTextEntry = true
                secure.text = "password"
                let disabled = field(222, .roundedRect)
                disabled.text = "Disabled"
                disabled.isEnabled = false
                let clear = field(264, .roundedRect)
                clear.text = "Always clearable"
                clear.clearButtonMode = .always
                let left = UILabel(frame: CGRect(x: 0, y: 0, width: 52, height: 20))
                left.text = " Name"
                left.textColor = .secondaryLabel
                left.font = .systemFont(ofSize: 15)
                clear.leftView = left
                clear.leftViewMode = .always
                let right = field(306, .roundedRect)
                right.text = "Right aligned"
                right.textAlignment = .right
                let caret = field(348, .roundedRect)
                caret.text = "Caret at the end"
                caret.textAlignment = .center
                UIApplication.shared.runUntilIdle()
                XCTAssertTrue(caret.becomeFirstResponder())
                window.layoutIfNeeded()
                let image = assertSnapshot(of: window, named: "text-fields-\(name)")
                XCTAssertNotNil(image)
                window.isHidden = true
            }
        }
    }

    /// An editing field with a selection, drawn while it is first responder.
    func testTextFieldSelection() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = window(CGSize(width: 300, height: 58), style)
                root.view.backgroundColor = .systemBackground
                let field = UITextField(frame: CGRect(x: 16, y: 12, width: 268, height: 34))
                field.borderStyle = .roundedRect
                field.text = "Select a word here"
                root.view.addSubview(field)
                UIApplication.shared.runUntilIdle()
                XCTAssertTrue(field.becomeFirstResponder())
                field.selectedTextRange = field.textRange(
                    from: field.position(from: field.beginningOfDocument, offset: 9)!,
                    to: field.position(from: field.beginningOfDocument, offset: 13)!)
                window.layoutIfNeeded()
                assertSnapshot(of: window, named: "text-field-selection-\(name)")
                window.isHidden = true
            }
        }
    }

    /// A text view with wrapped paragraphs, a selection across lines, and one editing at its
    /// caret.
    func testTextView() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = window(CGSize(width: 300, height: 260), style)
                root.view.backgroundColor = .secondarySystemBackground
                let notes = UITextView(frame: CGRect(x: 16, y: 12, width: 268, height: 120))
                notes.font = .systemFont(ofSize: 15)
                notes.text =
                    "A text view wraps its text to its width.\nIt scrolls when the text is taller than the view, and keeps the caret in sight."
                root.view.addSubview(notes)
                let editing = UITextView(frame: CGRect(x: 16, y: 144, width: 268, height: 100))
                editing.font = .systemFont(ofSize: 17)
                editing.text = "Editing here"
                root.view.addSubview(editing)
                UIApplication.shared.runUntilIdle()
                XCTAssertTrue(notes.becomeFirstResponder())
                notes.selectedRange = NSRange(location: 20, length: 40)
                window.layoutIfNeeded()
                assertSnapshot(of: window, named: "text-view-selection-\(name)")
                XCTAssertTrue(editing.becomeFirstResponder())
                window.layoutIfNeeded()
                assertSnapshot(of: window, named: "text-view-caret-\(name)")
                window.isHidden = true
            }
        }
    }

    /// An alert with a title, a message and two actions; one with text fields and three
    /// stacked actions; an action sheet.
    func testAlerts() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = window(CGSize(width: 320, height: 568), style, titled: true)
                let alert = UIAlertController(
                    title: "Delete this photo?", message: "This photo will be deleted from all your devices.",
                    preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                root.present(alert, animated: false)
                UIApplication.shared.runUntilIdle()
                assertSnapshot(of: window, named: "alert-\(name)")
                alert.dismiss(animated: false)
                UIApplication.shared.runUntilIdle()

                let signIn = UIAlertController(
                    title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
                signIn.addTextField { $0.placeholder = "Name" }
                signIn.addTextField { field in
                    field.placeholder = "Password"
                    field.isSecureTextEntry = true
                    field.text = "secret"
                }
                let ok = UIAlertAction(title: "Sign In", style: .default)
                signIn.addAction(ok)
                signIn.addAction(UIAlertAction(title: "Forgot Password", style: .default))
                let disabled = UIAlertAction(title: "Unavailable", style: .default)
                disabled.isEnabled = false
                signIn.addAction(disabled)
                signIn.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                signIn.preferredAction = ok
                root.present(signIn, animated: false)
                UIApplication.shared.runUntilIdle()
                assertSnapshot(of: window, named: "alert-text-fields-\(name)")
                signIn.dismiss(animated: false)
                UIApplication.shared.runUntilIdle()

                let sheet = UIAlertController(
                    title: "Share Photo", message: "Choose where to send it.", preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Messages", style: .default))
                sheet.addAction(UIAlertAction(title: "Mail", style: .default))
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                root.present(sheet, animated: false)
                UIApplication.shared.runUntilIdle()
                assertSnapshot(of: window, named: "action-sheet-\(name)")
                sheet.dismiss(animated: false)
                UIApplication.shared.runUntilIdle()
                window.isHidden = true
            }
        }
    }

    /// Sizes from the font once Pango measures: a rounded field at 17 points is 34 tall, and at
    /// 14 too (no rounded field is shorter, as Xcode's saved frames show), a borderless one a line; a text view that does not scroll is as tall as its text.
    func testIntrinsicSizes() {
        onMain {
            let field = UITextField(frame: .zero)
            field.borderStyle = .roundedRect
            field.placeholder = "Placeholder"
            XCTAssertEqual(field.intrinsicContentSize.height, 34)
            let widthWithPlaceholder = field.intrinsicContentSize.width
            XCTAssertGreaterThan(widthWithPlaceholder, 80)
            field.font = .systemFont(ofSize: 14)
            XCTAssertEqual(field.intrinsicContentSize.height, 34)
            field.font = .systemFont(ofSize: 28)
            XCTAssertEqual(
                field.intrinsicContentSize.height, (UIFont.systemFont(ofSize: 28).lineHeight + 13).rounded(.up))
            field.font = .systemFont(ofSize: 14)
            field.borderStyle = .none
            XCTAssertEqual(field.intrinsicContentSize.height, 17)

            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            let text = UITextView(frame: .zero)
            text.isScrollEnabled = false
            text.font = .systemFont(ofSize: 17)
            text.text = "One line"
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            NSLayoutConstraint.activate([
                text.topAnchor.constraint(equalTo: root.topAnchor),
                text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                text.widthAnchor.constraint(equalToConstant: 200),
            ])
            root.layoutIfNeeded()
            let oneLine = text.frame.height
            XCTAssertEqual(oneLine, 16 + UIFont.systemFont(ofSize: 17).lineHeight, accuracy: 4)
            text.text = "Several lines of text, which wrap at two hundred points, so the view grows taller."
            root.layoutIfNeeded()
            XCTAssertGreaterThan(text.frame.height, 3 * (oneLine - 16) + 16 - 1, "it grows with its text")
            XCTAssertEqual(text.frame.width, 200)
        }
    }

    /// With Pango placing the caret, every offset's caret leads back to that offset, across an
    /// emoji and a wrapped line, and the caret advances with the glyphs.
    func testPangoCaretPositionsRoundTrip() {
        onMain {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
            field.text = "Wide 😀 text"
            var last: CGFloat = -1
            var offset = 0
            while offset <= field.editingState.length {
                let position = field.position(from: field.beginningOfDocument, offset: offset)!
                let caret = field.caretRect(for: position)
                XCTAssertGreaterThan(caret.minX, last, "offset \(offset)")
                last = caret.minX
                let back = field.closestPosition(to: CGPoint(x: caret.minX + 0.5, y: caret.midY))!
                XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: back), offset)
                offset =
                    field.boundaries.characterBoundary(after: offset) == offset
                    ? offset + 1 : field.boundaries.characterBoundary(after: offset)
            }
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
            view.font = .systemFont(ofSize: 17)
            view.text = "words that wrap onto lines"
            let first = view.caretRect(for: view.beginningOfDocument)
            let end = view.caretRect(for: view.endOfDocument)
            XCTAssertGreaterThan(end.minY, first.minY + first.height, "the end is lines below")
            let beforeLast = view.caretRect(for: view.position(from: view.endOfDocument, offset: -1)!)
            XCTAssertEqual(beforeLast.minY, end.minY)
            let back = view.closestPosition(to: CGPoint(x: beforeLast.minX + 1, y: end.midY))!
            XCTAssertEqual(view.offset(from: back, to: view.endOfDocument), 1, "just before the last character")
        }
    }
}
