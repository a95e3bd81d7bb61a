import Foundation

/// Prints a view: the view drawn as `draw(_:for:)` draws it (by default as the screen shows it,
/// subviews included), shrunk to the content width when it is wider, and cut into page-high
/// slices for as many pages as its height needs.
@MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    private let printedView: UIView

    /// A formatter for `view` (`UIView.viewPrintFormatter()` makes one).
    init(view: UIView) {
        printedView = view
        super.init()
    }

    /// The view the formatter prints.
    open var view: UIView { printedView }

    /// How much the view is shrunk to fit the content width: 1 when it fits.
    private var scale: CGFloat {
        let width = contentArea(forPageAt: startPage).width
        guard view.bounds.width > width, view.bounds.width > 0 else { return 1 }
        return width / view.bounds.width
    }

    /// The page-high slices the view's height takes.
    open override var pageCount: Int {
        let height = view.bounds.height * scale
        guard height > 0 else { return 0 }
        var pages = 0, covered: CGFloat = 0
        while covered < height - 0.5, pages < TextPagination.maximumPages {
            let pageHeight = contentArea(forPageAt: startPage + pages).height
            guard pageHeight > 0 else { break }
            covered += pageHeight
            pages += 1
        }
        return pages
    }

    override func drawContent(ofPage localPage: Int, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), view.bounds.width > 0 else { return }
        // The slice starts below what the earlier pages showed.
        var offset: CGFloat = 0
        for page in 0..<localPage { offset += contentArea(forPageAt: startPage + page).height }
        let scale = self.scale
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY - offset)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        view.layoutIfNeeded()
        view.draw(view.bounds, for: self)
    }
}

extension UIView {
    /// A print formatter that prints the view (`UIViewPrintFormatter`): a new one each call.
    public func viewPrintFormatter() -> UIViewPrintFormatter {
        UIViewPrintFormatter(view: self)
    }
}
