import CPango
import Foundation
import OpenUIKit

/// Pango layouts kept by the attributed string they lay out (its identity: the strings UIKit's
/// labels and buttons hold are immutable and replaced on change), the options, the appearance
/// their colours were resolved for and the context they were made in. Mutable strings can change under the same
/// identity, so they are laid out afresh each time. Bounded: at `limit` entries the eighth used
/// longest ago goes, so a screen scrolling through new text keeps a steady working set instead
/// of filling up and starting over. Not thread-safe; `PangoTextSystem` guards it.
struct LayoutCache {
    /// A layout and its measured extent; the layout is released with the entry.
    final class Entry {
        /// Held so its identity cannot be reused while the entry lives.
        let text: NSAttributedString
        let layout: OpaquePointer
        let extent: (size: CGSize, cutsLines: Bool)
        /// When it was last asked for, in the cache's own count of uses.
        var lastUse: UInt64 = 0

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
    private var uses: UInt64 = 0

    mutating func entry(
        for text: NSAttributedString, options: TextLayoutOptions, style: UIUserInterfaceStyle, space: Space
    ) -> Entry? {
        guard let entry = entries[Key(text: ObjectIdentifier(text), options: options, style: style, space: space)]
        else { return nil }
        uses += 1
        entry.lastUse = uses
        return entry
    }

    mutating func keep(_ entry: Entry, options: TextLayoutOptions, style: UIUserInterfaceStyle, space: Space) {
        guard !(entry.text is NSMutableAttributedString) else { return }
        if entries.count >= Self.limit {
            // The oldest eighth, found by one sort per `limit / 8` layouts made.
            let stale = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Self.limit / 8)
            for (key, _) in stale { entries[key] = nil }
        }
        uses += 1
        entry.lastUse = uses
        entries[Key(text: ObjectIdentifier(entry.text), options: options, style: style, space: space)] = entry
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}
