import Foundation
import StoryboardDocument

/// The coder a storyboard or nib hands to a view's `init?(coder:)`: it carries the element, so
/// views whose UIKit initializer reads the archive (a table's style, a cell's style and reuse
/// identifier) can read them there.
final class StoryboardViewCoder: ArchivelessCoder, @unchecked Sendable {
    let element: ViewElement

    init(_ element: ViewElement) {
        self.element = element
        super.init()
    }
}
