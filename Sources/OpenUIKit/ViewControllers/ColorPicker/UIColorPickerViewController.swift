import Foundation

/// The system's color picker (iOS 14), presented as a sheet: a title and a close button, the
/// grid of swatches (`ColorPickerGridView`), an opacity slider when `supportsAlpha`, and a swatch
/// of the chosen color. A tap on a swatch chooses it (keeping the opacity) and tells the
/// delegate `didSelect` (then the older `colorPickerViewControllerDidSelectColor`); moving the
/// slider tells it with `continuously` true until the finger lifts. When the picker is dismissed,
/// by its close button or otherwise, the delegate hears `colorPickerViewControllerDidFinish`.
/// iOS's spectrum and slider tabs and its eyedropper are not offered: the grid is the picker here.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    static let margin: CGFloat = 16

    /// The object told about choices and the dismissal; held weakly.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The chosen color; white by default. Setting it tells the delegate nothing; without
    /// `supportsAlpha` it is kept opaque.
    open var selectedColor: UIColor = .white {
        didSet {
            if !supportsAlpha, selectedColor.alphaComponent < 1 { selectedColor = selectedColor.withAlphaComponent(1) }
            selectionDidChange()
        }
    }
    /// Whether the user can choose the color's opacity; true by default.
    open var supportsAlpha = true {
        didSet {
            if !supportsAlpha, selectedColor.alphaComponent < 1 { selectedColor = selectedColor.withAlphaComponent(1) }
            opacitySlider.isHidden = !supportsAlpha
            viewIfLoaded?.setNeedsLayout()
        }
    }

    let titleLabel = UILabel(frame: .zero)
    let closeButton = UIButton(type: .close)
    let grid = ColorPickerGridView(frame: .zero)
    let opacitySlider = UISlider(frame: .zero)
    let swatch = UIView(frame: .zero)

    /// Creates a picker with white chosen.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The picker's title: its `title`, or "Colors".
    var shownTitle: String { title ?? "Colors" }

    open override var title: String? {
        didSet { titleLabel.text = shownTitle }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = shownTitle
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        grid.onSelect = { [weak self] index in self?.choose(ColorPickerGridView.palette[index]) }
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 1
        opacitySlider.isHidden = !supportsAlpha
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged(finished: false) }, for: .valueChanged)
        opacitySlider.addAction(
            UIAction { [weak self] _ in self?.opacityChanged(finished: true) }, for: [.touchUpInside, .touchUpOutside])
        swatch.layer.cornerRadius = 8
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        for part in [titleLabel, closeButton, grid, opacitySlider, swatch] { view.addSubview(part) }
        selectionDidChange()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets)
        let margin = Self.margin
        titleLabel.frame = CGRect(
            x: bounds.minX + 60, y: bounds.minY + 12, width: max(0, bounds.width - 120), height: 30)
        closeButton.frame = CGRect(x: bounds.maxX - margin - 30, y: bounds.minY + 12, width: 30, height: 30)
        let width = max(0, bounds.width - 2 * margin)
        grid.frame = CGRect(
            x: bounds.minX + margin, y: titleLabel.frame.maxY + 16, width: width, height: width * 10 / 12)
        var y = grid.frame.maxY + 24
        if supportsAlpha {
            opacitySlider.frame = CGRect(x: bounds.minX + margin, y: y, width: width, height: 30)
            y = opacitySlider.frame.maxY + 24
        }
        swatch.frame = CGRect(x: bounds.minX + margin, y: y, width: 60, height: 60)
    }

    /// A dismissal, however it happened, tells the delegate the picker finished.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { delegate?.colorPickerViewControllerDidFinish(self) }
    }

    // MARK: Choosing

    /// The user chose a swatch: its color, at the opacity already chosen.
    func choose(_ color: UIColor) {
        selectedColor = supportsAlpha ? color.withAlphaComponent(selectedColor.alphaComponent) : color
        tellDelegate(continuously: false)
    }

    private func opacityChanged(finished: Bool) {
        let alpha = CGFloat(opacitySlider.value)
        if selectedColor.alphaComponent != alpha { selectedColor = selectedColor.withAlphaComponent(alpha) }
        tellDelegate(continuously: !finished)
    }

    private func tellDelegate(continuously: Bool) {
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// Shows the chosen color: the swatch, the slider, and the grid's outline.
    private func selectionDidChange() {
        guard isViewLoaded else { return }
        swatch.backgroundColor = selectedColor
        opacitySlider.value = Float(selectedColor.alphaComponent)
        let opaque = selectedColor.withAlphaComponent(1)
        grid.selectedIndex = ColorPickerGridView.palette.firstIndex { $0.isClose(to: opaque) }
    }
}

extension UIColor {
    /// The color's opacity, from its RGBA components.
    var alphaComponent: CGFloat {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return 1 }
        return alpha
    }

    /// Whether two colors' RGBA components are within a rounding step of each other.
    func isClose(to other: UIColor) -> Bool {
        var a: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0),
            b: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard getRed(&a.0, green: &a.1, blue: &a.2, alpha: &a.3),
            other.getRed(&b.0, green: &b.1, blue: &b.2, alpha: &b.3)
        else { return false }
        return abs(a.0 - b.0) < 0.002 && abs(a.1 - b.1) < 0.002 && abs(a.2 - b.2) < 0.002 && abs(a.3 - b.3) < 0.002
    }
}
