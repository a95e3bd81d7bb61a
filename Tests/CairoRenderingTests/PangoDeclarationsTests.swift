import Foundation
import TestSupport
import XCTest

/// CPango declares the Pango and GLib calls it needs instead of including Pango's header (whose
/// GLib flags carry a `-pthread` SwiftPM warns about). The toolchain's clang checks them against
/// the installed header: each prototype redeclared after it must agree, and each value and
/// layout the shim spells out must be Pango's.
final class PangoDeclarationsTests: UIKitTestCase {
    func testTheShimAgreesWithPangosHeader() throws {
        let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CPango/shim.h")
        let text = try String(contentsOf: shim, encoding: .utf8)
        let prototypes = text.split(separator: "\n").filter { line in
            guard let first = line.first, first.isLetter, !line.hasPrefix("typedef") else { return false }
            return line.contains("(") && line.hasSuffix(");")
        }
        XCTAssertGreaterThan(prototypes.count, 40)
        let checks = """
            #include <pango/pangocairo.h>
            #include <stddef.h>
            \(prototypes.joined(separator: "\n"))
            _Static_assert(PANGO_ALIGN_LEFT == 0 && PANGO_ALIGN_CENTER == 1 && PANGO_ALIGN_RIGHT == 2, "PangoAlignment");
            _Static_assert(PANGO_WRAP_WORD == 0 && PANGO_WRAP_CHAR == 1 && PANGO_WRAP_WORD_CHAR == 2, "PangoWrapMode");
            _Static_assert(PANGO_ELLIPSIZE_NONE == 0 && PANGO_ELLIPSIZE_START == 1 && PANGO_ELLIPSIZE_MIDDLE == 2
                           && PANGO_ELLIPSIZE_END == 3, "PangoEllipsizeMode");
            _Static_assert(PANGO_STYLE_NORMAL == 0 && PANGO_STYLE_OBLIQUE == 1 && PANGO_STYLE_ITALIC == 2, "PangoStyle");
            _Static_assert(PANGO_UNDERLINE_NONE == 0 && PANGO_UNDERLINE_SINGLE == 1 && PANGO_UNDERLINE_DOUBLE == 2
                           && PANGO_UNDERLINE_LOW == 3 && PANGO_UNDERLINE_ERROR == 4, "PangoUnderline");
            _Static_assert(PANGO_WEIGHT_NORMAL == 400 && PANGO_SCALE == 1024 && sizeof(PangoWeight) == 4, "weights and units");
            _Static_assert(sizeof(PangoAttribute) == 8 + 2 * sizeof(unsigned int) && offsetof(PangoAttribute, start_index) == 8, "PangoAttribute");
            _Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle");
            _Static_assert(offsetof(GError, code) == 4 && offsetof(GError, message) == 8, "GError");
            _Static_assert(sizeof(gboolean) == sizeof(int) && sizeof(guint16) == 2, "GLib's scalars");
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pango-shim-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("check.c")
        try checks.write(to: source, atomically: true, encoding: .utf8)
        let flags = try ProcessOutput.run("pkg-config", ["--cflags", "pangocairo"])
        XCTAssertEqual(flags.status, 0, "pkg-config finds Pango's header (make deps installs it)")
        let compile = try ProcessOutput.run(
            "clang",
            ["-fsyntax-only", "-Werror"]
                + flags.output.split(whereSeparator: \.isWhitespace).map(String.init) + [source.path])
        XCTAssertEqual(compile.status, 0, compile.output)
    }
}
