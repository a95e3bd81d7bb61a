import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Draws `text` in `font`, black on white, on one line.
@MainActor
private func render(_ text: String, _ font: UIFont) throws -> RenderedImage {
    let canvas = makeCanvas(CGSize(width: 160, height: 40))
    let label = UILabel(frame: CGRect(x: 8, y: 4, width: 150, height: 32))
    label.text = text
    label.font = font
    label.textColor = .black
    canvas.addSubview(label)
    return try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
}

/// How much ink the picture holds, and how far right the ink of its top and bottom rows
/// reaches on average (a slant moves the top right of the bottom).
private func ink(_ image: RenderedImage) -> (total: Int, topLean: Double) {
    var total = 0
    var rows: [(y: Int, centre: Double)] = []
    for y in 0..<image.height {
        var weight = 0
        var moment = 0
        for x in 0..<image.width {
            let darkness = 255 - image.rgba(x, y).red
            weight += darkness
            moment += darkness * x
        }
        total += weight
        if weight > 0 { rows.append((y, Double(moment) / Double(weight))) }
    }
    guard let top = rows.first?.y, let bottom = rows.last?.y, bottom > top else { return (total, 0) }
    let third = (bottom - top) / 3
    let upper = rows.filter { $0.y <= top + third }.map(\.centre)
    let lower = rows.filter { $0.y >= bottom - third }.map(\.centre)
    let mean = { (values: [Double]) in values.reduce(0, +) / Double(max(values.count, 1)) }
    return (total, mean(upper) - mean(lower))
}

/// Fonts made from descriptors drawn as they say (bold heavier, italic slanted, weights from the
/// traits dictionary), and labels with an `NSShadow`, light and dark.
final class FontDescriptorRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    func testBoldAndItalicDescriptorsDrawBoldAndItalic() throws {
        try onMain {
            let regular = UIFont.systemFont(ofSize: 20)
            let bold = UIFont(descriptor: try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
            let italic = UIFont(
                descriptor: try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 0)
            let text = "IIIllll"
            let plain = ink(try render(text, regular))
            let heavy = ink(try render(text, bold))
            let slanted = ink(try render(text, italic))
            XCTAssertGreaterThan(Double(heavy.total), Double(plain.total) * 1.2, "bold lays down more ink")
            XCTAssertGreaterThan(slanted.topLean, plain.topLean + 1, "italic leans right at the top")
            XCTAssertLessThan(abs(plain.topLean), 1, "regular stands upright")

            // A weight in the traits dictionary reaches the drawn face: black is heavier than bold.
            let black = UIFont(
                descriptor: regular.fontDescriptor.addingAttributes([
                    .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.black]
                ]), size: 0)
            XCTAssertGreaterThan(ink(try render(text, black)).total, heavy.total)

            // A named font too: Helvetica (drawn in its metric twin) bold and oblique.
            let helvetica = try XCTUnwrap(UIFont(name: "Helvetica", size: 20))
            let helveticaBold = UIFont(
                descriptor: try XCTUnwrap(helvetica.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
            XCTAssertGreaterThan(
                Double(ink(try render(text, helveticaBold)).total), Double(ink(try render(text, helvetica)).total) * 1.2
            )
        }
    }

    func testTheSerifDesignDrawsAnotherFace() throws {
        try onMain {
            let body = UIFont.preferredFont(forTextStyle: .body)
            let serif = UIFont(descriptor: try XCTUnwrap(body.fontDescriptor.withDesign(.serif)), size: 0)
            let sans = try render("Serif", body)
            let drawn = try render("Serif", serif)
            XCTAssertGreaterThan(sans.difference(from: drawn, tolerance: 6)?.differingPixels ?? 0, 50)
        }
    }

    func testLabelsWithAnNSShadow() throws {
        try onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 220, height: 90), style)
                let shadow = NSShadow()
                shadow.shadowOffset = CGSize(width: 2, height: 3)
                shadow.shadowBlurRadius = 4
                shadow.shadowColor = UIColor.systemBlue.withAlphaComponent(0.8)
                let soft = UILabel(frame: CGRect(x: 12, y: 8, width: 196, height: 36))
                soft.attributedText = NSAttributedString(
                    string: "Soft shadow",
                    attributes: [
                        .font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: UIColor.label, .shadow: shadow,
                    ])
                canvas.addSubview(soft)
                // The default shadow: black at a third, sharp, straight below.
                let sharp = NSShadow()
                sharp.shadowOffset = CGSize(width: 0, height: 2)
                let hard = UILabel(frame: CGRect(x: 12, y: 50, width: 196, height: 30))
                let text = NSMutableAttributedString(
                    string: "Shadow ", attributes: [.font: UIFont.systemFont(ofSize: 20), .shadow: sharp])
                text.append(NSAttributedString(string: "and none", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
                hard.attributedText = text
                hard.textColor = .label
                canvas.addSubview(hard)
                let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "text-shadow-\(name)"))

                // Just below the bold text's baseline, where no glyph is, the blue shadow shows.
                let blueish = (0..<picture.width).contains { x in
                    let pixel = picture.rgba(x, 2 * 38)
                    return pixel.blue > pixel.red + 40
                }
                XCTAssertTrue(blueish, "the soft shadow is drawn in its colour")
            }
        }
    }

    func testAShadowFallsWhereItsOffsetSays() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 60, height: 40))
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 0, height: 10)
            shadow.shadowColor = UIColor.red
            let label = UILabel(frame: CGRect(x: 4, y: 2, width: 52, height: 36))
            label.attributedText = NSAttributedString(
                string: "▀▀▀", attributes: [.font: UIFont.systemFont(ofSize: 16), .shadow: shadow])
            canvas.addSubview(label)
            let shadowed = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            label.attributedText = NSAttributedString(string: "▀▀▀", attributes: [.font: UIFont.systemFont(ofSize: 16)])
            let plain = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            // The shadow is pure red, ten points down; the text itself is unchanged.
            var red = 0
            for y in 0..<40 {
                for x in 0..<60 where plain.rgba(x, y) == RGBA(255, 255, 255) {
                    let pixel = shadowed.rgba(x, y)
                    if pixel.red > 200, pixel.green < 80 { red += 1 }
                }
            }
            XCTAssertGreaterThan(red, 20, "red shadow pixels where the plain text left white")
        }
    }
}
