import CPango
import Foundation
import OpenUIKit

/// Pango layouts kept by the attributed string they lay out (its identity: the strings UIKit's
/// labels and buttons hold are immutable and replaced on change), the options, the appearance
/// their colours were resolved for and the context they were made in. Mutable strings can change under the same
/// identity, so they are laid out afresh each time. Bounded: past `limit` entries the cache
/// starts over. Not thread-safe; `PangoTextSystem` guards it.
struct LayoutCache {
    /// A layout and its measured extent; the layout is released with the entry.
    final class Entry {
        /// Held so its identity cannot be reused while the entry lives.
        let text: NSAttributedString
        let layout: OpaquePointer
        let extent: (size: CGSize, cutsLines: Bool)

        init(text: NSAttributedString, layout: OpaquePointer, extent: (size: CGSize, cutsLines: Bool)) {
            self.text = text
            self.layout = layout
            self.extent = extent
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    /// The context a layout belongs to: measuring's, or drawing's for a device transform
    /// (without translation).
    enum Space: Hashable {
        case measuring
        case drawing(xx: Double, yx: Double, xy: Double, yy: Double)
    }

    private struct Key: Hashable {
        var text: ObjectIdentifier
        var options: TextLayoutOptions
        var style: UIUserInterfaceStyle
        var space: Space
    }

    static let limit = 1024
    private var entries: [Key: Entry] = [:]

    func entry(for text: NSAttributedString, options: TextLayoutOptions, style: UIUserInterfaceStyle, space: Space) -> Entry? {
        entries[Key(text: ObjectIdentifier(text), options: options, style: style, space: space)]
    }

    mutating func keep(_ entry: Entry, options: TextLayoutOptions, style: UIUserInterfaceStyle, space: Space) {
        guard !(entry.text is NSMutableAttributedString) else { return }
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[Key(text: ObjectIdentifier(entry.text), options: options, style: style, space: space)] = entry
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}
