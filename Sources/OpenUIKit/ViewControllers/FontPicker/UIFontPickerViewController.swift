import Foundation

/// A list of font families to pick from, as UIKit's font picker shows it: one row per family (one
/// per face with `includeFaces`), drawn in its own font unless `displayUsingSystemFont`.
/// Choosing a row sets `selectedFontDescriptor` and tells the delegate.
///
/// The families are the ones the installed text measurer lists when it adopts
/// `FontFamilyListing` (a renderer whose font system can enumerate its fonts); otherwise the
/// families `UIFont` knows by name: the system families and the classic iOS ones.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Which fonts the picker offers and how it shows them.
    @preconcurrency @MainActor
    open class Configuration: NSObject, NSCopying {
        /// Whether each face (Bold, Italic…) gets a row of its own.
        open var includeFaces = false
        /// Whether rows are drawn in the system font rather than each family's own.
        open var displayUsingSystemFont = false
        /// Only faces having these traits are offered.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Only families whose languages (an array of language codes) it accepts are offered; nil offers all.
        open var filteredLanguagesPredicate: NSPredicate?

        /// The default configuration: families only, in their own fonts.
        public override init() { super.init() }

        /// A predicate for `filteredLanguagesPredicate` accepting families that cover all of `languages`.
        public static func filterPredicate(forFilteredLanguages languages: [String]) -> NSPredicate? {
            guard !languages.isEmpty else { return nil }
            let wanted = languages.map { String($0.prefix(2)).lowercased() }
            return NSPredicate { covered, _ in
                guard let covered = covered as? [String] else { return false }
                return wanted.allSatisfy(covered.contains)
            }
        }

        nonisolated open func copy(with zone: NSZone? = nil) -> Any {
            MainActor.assumeIsolated { () -> Configuration in
                let copy = Configuration()
                copy.includeFaces = includeFaces
                copy.displayUsingSystemFont = displayUsingSystemFont
                copy.filteredTraits = filteredTraits
                copy.filteredLanguagesPredicate = filteredLanguagesPredicate
                return copy
            }
        }
    }

    /// How the picker was set up.
    public let configuration: Configuration
    /// Told when the person picks a font or cancels.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font last picked; setting it selects its row.
    open var selectedFontDescriptor: UIFontDescriptor? {
        didSet { selectRow(for: selectedFontDescriptor) }
    }

    /// The rows: a family, or a face of one.
    private(set) lazy var rows: [(family: String, face: String?)] = makeRows()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private static let cellIdentifier = "Font"

    /// Creates a picker.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }

    /// The list of fonts fills the view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        view.addSubview(tableView)
        selectRow(for: selectedFontDescriptor)
    }

    /// The person cancelled: the delegate is told, as the picker's Cancel button does.
    func cancel() {
        delegate?.fontPickerViewControllerDidCancel(self)
    }

    /// Picks the font of row `index` as a tap on it does.
    func pick(row index: Int) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.family: row.family]
        if let face = row.face { attributes[.face] = face }
        selectedFontDescriptor = UIFontDescriptor(fontAttributes: attributes)
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    // MARK: The table

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.face.map { "\(row.family) \($0)" } ?? row.family
        let size = UIFont.labelFontSize
        let ownFont = UIFont(name: row.face.map { "\(row.family)-\($0)" } ?? row.family, size: size)
        cell.textLabel?.font = configuration.displayUsingSystemFont ? UIFont.systemFont(ofSize: size) : ownFont
        cell.accessoryType = isSelected(row) ? .checkmark : .none
        return cell
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        pick(row: indexPath.row)
        tableView.reloadData()
    }

    private func isSelected(_ row: (family: String, face: String?)) -> Bool {
        guard let selected = selectedFontDescriptor?.fontAttributes else { return false }
        return selected[.family] as? String == row.family && selected[.face] as? String == row.face
    }

    private func selectRow(for descriptor: UIFontDescriptor?) {
        guard isViewLoaded else { return }
        tableView.reloadData()
    }

    private func makeRows() -> [(family: String, face: String?)] {
        let families = FontFamilies.available
        var rows: [(family: String, face: String?)] = []
        for family in families {
            if let predicate = configuration.filteredLanguagesPredicate,
                !predicate.evaluate(with: FontFamilies.languages(of: family))
            {
                continue
            }
            let faces = FontFamilies.faces(of: family)
            let wanted = faces.filter { FontFamilies.traits(ofFace: $0).isSuperset(of: configuration.filteredTraits) }
            guard !wanted.isEmpty else { continue }
            if configuration.includeFaces {
                rows += wanted.map { (family, $0 == "Regular" ? nil : $0) }
            } else {
                rows.append((family, nil))
            }
        }
        return rows
    }
}

/// What a font picker tells its delegate.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// Told when the person picks a font (`selectedFontDescriptor`).
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// Told when the person cancels.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Does nothing.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
