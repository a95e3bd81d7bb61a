import CCairo
import CPango
import Foundation
import OpenUIKit

/// Lays text out with Pango, for measuring and for drawing alike, so a label is drawn at the
/// size it measured. Hinting is off and glyph positions are not rounded, which makes a layout
/// the same at every scale. Drawing uses a context made for the device transform's scale and
/// rotation (Pango places underlines and strikethroughs on device pixels), one kept for each.
/// Layouts of immutable attributed strings are kept (`LayoutCache`), so a label is laid out
/// again only when its text, its space or its appearance changes. The font map, the contexts
/// and the cache are shared and guarded by a lock (measuring may come from any thread).
final class PangoTextSystem: TextMeasuring, @unchecked Sendable {
    // @unchecked: every use of the font map, the context and the cache holds `lock`.
    static let shared = PangoTextSystem()

    let lock = NSLock()
    private let fontMap: OpaquePointer?
    let measuringContext: OpaquePointer?
    /// Drawing contexts by the device transform without its translation.
    private var drawingContexts: [LayoutCache.Space: OpaquePointer] = [:]
    private var cache = LayoutCache()

    private init() {
        fontMap = pango_cairo_font_map_new()
        measuringContext = fontMap.flatMap { pango_font_map_create_context($0) }
        if let measuringContext { Self.configure(measuringContext) }
    }

    // MARK: TextMeasuring

    func size(of text: NSAttributedString, options: TextLayoutOptions) -> CGSize? {
        guard text.length > 0 else { return .zero }
        return lock.withLock {
            layout(text, options: options, space: .measuring, context: measuringContext)?.extent.size
        }
    }

    // MARK: Drawing

    /// Draws `text` with its first line's top at `rect`'s top, aligned within `rect`'s width,
    /// through `transform` (user space to device space); lines past `numberOfLines` are cut.
    func draw(
        _ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions, transform: CGAffineTransform,
        alpha: CGFloat, on cr: OpaquePointer
    ) {
        guard text.length > 0, rect.origin.x.isFinite, rect.origin.y.isFinite, CairoGeometry.isUsable(transform) else {
            return
        }
        lock.withLock {
            cairo_save(cr)
            CairoGeometry.setMatrix(cr, transform)
            // Untransformed, drawing's context would be measuring's (our options win over the
            // surface's), so the layout the text was measured with is the one drawn.
            let untransformed = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
            let space =
                untransformed
                ? LayoutCache.Space.measuring
                : .drawing(
                    xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d))
            let context = untransformed ? measuringContext : drawingContext(for: space, cr: cr)
            cairo_restore(cr)
            guard let laidOut = layout(text, options: options, space: space, context: context) else { return }
            let layout = laidOut.layout, extent = laidOut.extent
            cairo_save(cr)
            defer { cairo_restore(cr) }
            CairoGeometry.setMatrix(cr, transform)
            if extent.cutsLines {
                cairo_rectangle(
                    cr, Double(rect.minX) - 1e4, Double(rect.minY),
                    2e4 + (rect.width.isFinite ? Double(rect.width) : 0),
                    Double(extent.size.height))
                cairo_clip(cr)
            }
            // An unwrapped layout has no width to align in: move it by hand.
            var dx: CGFloat = 0
            if pango_layout_get_width(layout) < 0, rect.width.isFinite, rect.width < CGFloat.greatestFiniteMagnitude / 2
            {
                switch Self.alignment(of: text, options: options) {
                case .center: dx = (rect.width - extent.size.width) / 2
                case .right: dx = rect.width - extent.size.width
                default: break
                }
            }
            cairo_move_to(cr, Double(rect.minX + dx), Double(rect.minY))
            cairo_set_source_rgba(cr, 0, 0, 0, CairoGeometry.clamp(Double(alpha)))
            if alpha < 1 {
                cairo_push_group(cr)
                pango_cairo_show_layout(cr, layout)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, CairoGeometry.clamp(Double(alpha)))
            } else {
                pango_cairo_show_layout(cr, layout)
            }
        }
    }

    /// Forgets every kept layout (a benchmark's uncached frame; fonts that changed).
    func discardLayouts() {
        lock.withLock { cache.removeAll() }
    }

    /// The layout of `text` under `options` with the current traits' colours in `context`: the
    /// kept one when there is one. Called with `lock` held (`PangoTextPositions.swift` places
    /// carets on it too).
    func layout(
        _ text: NSAttributedString, options: TextLayoutOptions, space: LayoutCache.Space,
        context: OpaquePointer?
    ) -> LayoutCache.Entry? {
        let style = UITraitCollection.current.userInterfaceStyle
        if let kept = cache.entry(for: text, options: options, style: style, space: space) { return kept }
        guard let context, let layout = makeLayout(text, options: options, context: context) else { return nil }
        let entry = LayoutCache.Entry(
            text: text, layout: layout, extent: Self.extent(of: layout, numberOfLines: options.numberOfLines))
        cache.keep(entry, options: options, style: style, space: space)
        return entry
    }

    /// The context for drawing through `cr`'s current transform, set up from `cr` the first
    /// time (its transform without translation, its surface's font options under ours).
    /// Called with `lock` held.
    private func drawingContext(for space: LayoutCache.Space, cr: OpaquePointer) -> OpaquePointer? {
        if let context = drawingContexts[space] { return context }
        guard let fontMap, let context = pango_font_map_create_context(fontMap) else { return nil }
        Self.configure(context)
        pango_cairo_update_context(cr, context)
        if drawingContexts.count >= 16 {
            for old in drawingContexts.values { g_object_unref(UnsafeMutableRawPointer(old)) }
            drawingContexts.removeAll()
            cache.removeAll()
        }
        drawingContexts[space] = context
        return context
    }

    // MARK: Layout

    /// Settings that make layouts independent of the device scale and of the machine's font
    /// configuration.
    private static func configure(_ context: OpaquePointer) {
        if let fontOptions = cairo_font_options_create() {
            cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, fontOptions)
            cairo_font_options_destroy(fontOptions)
        }
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// A layout of `text` under `options`; the caller unrefs it.
    private func makeLayout(
        _ text: NSAttributedString, options: TextLayoutOptions, context: OpaquePointer
    ) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        let string = text.string
        pango_layout_set_text(layout, string, Int32(clamping: string.utf8.count))
        if let description = PangoFontMapping.description(for: UIFont.systemFont(ofSize: 12)) {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        if let attributes = PangoAttributes.list(for: text) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        if let style {
            if style.lineSpacing > 0 { pango_layout_set_spacing(layout, PangoAttributes.pangoUnits(style.lineSpacing)) }
            if style.lineHeightMultiple > 0, style.lineHeightMultiple.isFinite {
                pango_layout_set_line_spacing(layout, Float(min(style.lineHeightMultiple, 100)))
            }
        }
        let wraps = options.numberOfLines != 1 || Self.truncates(options.lineBreakMode)
        if wraps, let width = options.wrappingWidth {
            pango_layout_set_width(layout, PangoAttributes.pangoUnits(width))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, options.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        switch options.lineBreakMode {
        case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .byWordWrapping, .byCharWrapping, .byClipping: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        if options.numberOfLines > 0 {
            pango_layout_set_height(layout, -Int32(clamping: options.numberOfLines))
        } else if let height = options.truncationHeight {
            pango_layout_set_height(layout, PangoAttributes.pangoUnits(height))
        } else {
            // Pango's default (-1) ellipsizes each paragraph to one line.
            pango_layout_set_height(layout, Int32.max)
        }
        switch Self.alignment(of: text, options: options) {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        return layout
    }

    private static func truncates(_ mode: NSLineBreakMode) -> Bool {
        mode == .byTruncatingHead || mode == .byTruncatingMiddle || mode == .byTruncatingTail
    }

    /// The text's own paragraph alignment wins over the layout's default, as in UIKit.
    private static func alignment(of text: NSAttributedString, options: TextLayoutOptions) -> NSTextAlignment {
        (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment
            ?? options.alignment
    }

    /// The size of the first `numberOfLines` lines (all when 0), and whether more follow.
    private static func extent(of layout: OpaquePointer, numberOfLines: Int) -> (size: CGSize, cutsLines: Bool) {
        guard let iterator = pango_layout_get_iter(layout) else { return (.zero, false) }
        defer { pango_layout_iter_free(iterator) }
        var width: Int32 = 0, bottom: Int32 = 0, lines = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            width = max(width, logical.width)
            bottom = max(bottom, logical.y + logical.height)
            lines += 1
        } while (numberOfLines == 0 || lines < numberOfLines) && pango_layout_iter_next_line(iterator) != 0
        let more = numberOfLines > 0 && lines == numberOfLines && pango_layout_iter_next_line(iterator) != 0
        let scale = CGFloat(PANGO_SCALE)
        return (CGSize(width: CGFloat(width) / scale, height: CGFloat(bottom) / scale), more)
    }
}
