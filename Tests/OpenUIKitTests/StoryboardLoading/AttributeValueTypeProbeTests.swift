import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Core Foundation on Linux tells its own objects from Swift ones by a type ID it reads from bits
/// 8–17 of the word 16 bytes into whatever object it is handed. ID 0 means "Core Foundation's, of
/// no type", and `CFEqual` on two such objects calls that type's equality callback, `__HALT`: an
/// illegal instruction. Attributed strings compare their values with `CFEqual` whenever they are
/// edited, copied or compared. A Swift class that is not an `NSObject` reaches Core Foundation in
/// a Foundation box whose word 16 is the object's address, so about one colour or font in 1,024
/// (those at addresses whose bits 8–17 are 0) used to stop the process when a label set it twice.
final class AttributeValueTypeProbeTests: UIKitTestCase {
    /// Objects from `make` at the addresses that used to fail; the others made on the way are kept
    /// alive until the end so the allocator keeps moving on.
    private func objectsAtTypeZeroAddresses<T: AnyObject>(_ count: Int, _ make: (Int) -> T) -> (found: [T], made: [T]) {
        var found: [T] = []
        var made: [T] = []
        for index in 0..<200_000 where found.count < count {
            let object = make(index)
            let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
            if (address >> 8) & 0x3ff == 0 { found.append(object) } else { made.append(object) }
        }
        return (found, made)
    }

    func testColoursAtEveryAddressCanBeSetTwiceAndCompared() {
        let (colours, made) = objectsAtTypeZeroAddresses(3) {
            UIColor(red: CGFloat($0 % 255) / 255, green: 0.5, blue: 0.5, alpha: 1)
        }
        // The allocator moves through memory, so such an address comes every 256 KiB or so.
        guard colours.count >= 2 else {
            return XCTFail("only \(colours.count) of 200,000 colours landed at such an address")
        }
        for colour in colours {
            let text = NSMutableAttributedString(string: "Hello")
            text.addAttribute(.foregroundColor, value: colour, range: NSRange(location: 0, length: 5))
            text.addAttribute(.foregroundColor, value: colour, range: NSRange(location: 0, length: 5))
            let again = NSMutableAttributedString(string: "Hello")
            again.addAttribute(.foregroundColor, value: colour, range: NSRange(location: 0, length: 5))
            XCTAssertEqual(text, again)
            MainActor.assumeIsolated {
                let label = UILabel()
                label.text = "Hello"
                label.textColor = colour
                label.textColor = colour
                XCTAssertEqual(
                    label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, colour)
            }
        }
        // Two different colours, both at such addresses, in neighbouring runs.
        let text = NSMutableAttributedString(string: "ab")
        text.addAttribute(.foregroundColor, value: colours[0], range: NSRange(location: 0, length: 1))
        text.addAttribute(.foregroundColor, value: colours[1], range: NSRange(location: 1, length: 1))
        text.addAttribute(.foregroundColor, value: colours[1], range: NSRange(location: 0, length: 1))
        XCTAssertEqual(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, colours[1])
        XCTAssertFalse(made.isEmpty)
    }

    func testFontsAtEveryAddressCanBeSetTwice() {
        let (fonts, made) = objectsAtTypeZeroAddresses(2) { UIFont.systemFont(ofSize: CGFloat(8 + $0 % 40)) }
        guard !fonts.isEmpty else { return XCTFail("none of 200,000 fonts landed at such an address") }
        for font in fonts {
            MainActor.assumeIsolated {
                let label = UILabel()
                label.text = "Hello"
                label.font = font
                label.font = font
                XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, font)
            }
        }
        XCTAssertFalse(made.isEmpty)
    }

    /// A paragraph style's word 16 was its alignment and whatever the allocator left in the
    /// padding after it.
    func testDistinctParagraphStylesReplaceEachOther() {
        var styles: [NSParagraphStyle] = []
        for index in 0..<2_000 {
            let style = NSMutableParagraphStyle()
            style.alignment = index.isMultiple(of: 2) ? .natural : .left
            styles.append(style)
        }
        let text = NSMutableAttributedString(string: "Hello")
        for style in styles {
            text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 5))
        }
        XCTAssertEqual(
            (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment, .left)
    }
}
