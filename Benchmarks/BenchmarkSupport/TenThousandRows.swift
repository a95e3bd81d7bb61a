import OpenUIKit

/// Issue 8's table, shared by the benchmarks that scroll it (in an SDL window, in a browser tab):
/// ten thousand self-sizing rows (Auto Layout: a swatch, a title and a body of one to four
/// lines) in a phone-sized window.
@MainActor
public enum TenThousandRows {
    public static let count = 10_000

    public static func body(_ row: Int) -> String {
        let sentence = "Row \(row) is measured from its constraints when it first scrolls into view. "
        return String(repeating: sentence, count: 1 + (row * 7919) % 4)
    }

    /// A key window of `size` showing the table, its rows not yet asked for.
    public static func makeWindow(
        size: CGSize = CGSize(width: 390, height: 844)
    ) -> (window: UIWindow, table: UITableView, source: RowSource) {
        let source = RowSource(count: count)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(BenchmarkCell.self, forCellReuseIdentifier: BenchmarkCell.identifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 80
        table.dataSource = source
        let controller = UIViewController()
        controller.view = table
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, table, source)
    }
}

/// Ten thousand rows, each a cell configured from its number.
@MainActor
public final class RowSource: UITableViewDataSource {
    public let count: Int
    public private(set) var asked = 0

    public init(count: Int) { self.count = count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell =
            tableView.dequeueReusableCell(withIdentifier: BenchmarkCell.identifier, for: indexPath) as! BenchmarkCell
        cell.configure(row: indexPath.row)
        return cell
    }
}

/// A self-sizing cell: a coloured swatch beside a title and a wrapping body, all constrained.
@MainActor
public final class BenchmarkCell: UITableViewCell {
    public static let identifier = "Row"
    public private(set) static var made = 0
    let swatch = UIView()
    let title = UILabel()
    let body = UILabel()

    override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
        swatch.layer.cornerRadius = 6
        title.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        for view in [swatch, title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            swatch.topAnchor.constraint(equalTo: margins.topAnchor),
            swatch.widthAnchor.constraint(equalToConstant: 36),
            swatch.heightAnchor.constraint(equalToConstant: 36),
            swatch.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    public func configure(row: Int) {
        swatch.backgroundColor = UIColor(hue: CGFloat(row % 36) / 36, saturation: 0.5, brightness: 0.9, alpha: 1)
        title.text = "Row \(row + 1)"
        body.text = TenThousandRows.body(row)
    }
}
