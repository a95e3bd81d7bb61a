import Foundation

/// A section's header or footer: a reusable view with a `contentView` and, for a title, a
/// `textLabel`, drawn as iOS draws section titles (plain tables: a bold title on a grey band;
/// grouped tables: a small grey title above or below the rows).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made and is dequeued with.
    public private(set) var reuseIdentifier: String?
    /// The view to add custom content to; it fills the header or footer.
    public let contentView = UIView()
    /// A view behind the content, sized to fill the header or footer.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    /// How the title is placed: set when the table uses this view for a section's title.
    private var titleStyle: (grouped: Bool, header: Bool)?

    /// Creates a header or footer view that the table view can reuse for `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// How a table makes a header or footer of a registered class; see
    /// `UITableViewCell.init(reuseIdentifierForDequeuing:)`.
    public required convenience init(reuseIdentifierForDequeuing identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A label for the section's title, made and added to `contentView` when first asked for.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A label for a second line of text, made and added to `contentView` when first asked for; not
    /// positioned by the layout here.
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Called before the table view hands the view out again from its reuse queue; the default does nothing.
    open func prepareForReuse() {}

    /// Set up to show a section's title in the table's style.
    func configureTitle(_ title: String, tableStyle: UITableView.Style, isHeader: Bool) {
        let grouped = tableStyle != .plain
        titleStyle = (grouped, isHeader)
        let label = textLabel!
        label.text = grouped && isHeader ? title.uppercased() : title
        label.font = grouped ? .preferredFont(forTextStyle: .footnote) : .boldSystemFont(ofSize: 17)
        label.textColor = grouped ? .secondaryLabel : .label
        label.numberOfLines = grouped ? 0 : 1
        backgroundColor = grouped ? .clear : .secondarySystemBackground
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = textLabelStorage else { return }
        let inset = ListInset.side(forWidth: bounds.width)
        let width = max(0, bounds.width - 2 * inset)
        if let style = titleStyle, style.grouped {
            // Grouped titles sit against the rows: at the bottom of a header, the top of a footer.
            let height = min(bounds.height, max(label.sizeThatFits(CGSize(width: width, height: 0)).height, 16))
            label.frame = CGRect(
                x: inset, y: style.header ? bounds.height - height - 7 : 7, width: width, height: height)
        } else {
            label.frame = CGRect(x: inset, y: 0, width: width, height: bounds.height)
        }
    }
}
