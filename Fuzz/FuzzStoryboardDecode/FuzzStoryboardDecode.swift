import Foundation
import StoryboardDocument

/// A storyboard or xib from untrusted bytes, decoded and validated (`StoryboardDecoder`: the
/// encoding check, libxml2, the tree, the typed model the validator reads) and nothing more: no
/// scene is instantiated or laid out, so it runs about a hundred times as many inputs a second
/// as `FuzzStoryboard` and reaches the reader's crash paths (libxml2's encoding switch) in
/// minutes rather than hours.
enum StoryboardDecodeFuzzing {
    static func run(_ data: Data) {
        let result = StoryboardDecoder().decode(data, file: "Fuzz.storyboard")
        // Bad input ends in a located error, never in nothing.
        precondition(result.document != nil || result.hasErrors, "no document and no error")
        for diagnostic in result.diagnostics {
            precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
        }
    }
}
