import OpenUIKit

/// A storyboard scene with no view: UIKit calls `loadView`, and this class builds the whole
/// hierarchy there in code with Auto Layout anchors, as an app does when a screen is easier to
/// write than to draw. `viewDidLoad` then runs as for any other scene.
public final class CodeBuiltViewController: UIViewController {
    /// The order the two callbacks ran in, shown on screen.
    public private(set) var steps: [String] = []
    private let stepsLabel = UILabel()

    public override func loadView() {
        steps.append("loadView")
        let root = UIView()
        root.backgroundColor = .systemBackground

        let title = UILabel()
        title.text = "Built in loadView"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        let body = WrappingLabel()
        body.text =
            "This scene has no view in the storyboard. Its class makes every view in loadView, and lays them out with anchors."
        body.font = .systemFont(ofSize: 17)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0

        let swatches = UIStackView(arrangedSubviews: Self.palette.map(Self.swatch))
        swatches.axis = .horizontal
        swatches.distribution = .fillEqually
        swatches.spacing = 10

        stepsLabel.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
        stepsLabel.numberOfLines = 2
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        stepsLabel.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stepsLabel)

        let stack = UIStackView(arrangedSubviews: [title, body, swatches, card])
        stack.axis = .vertical
        stack.spacing = 20
        stack.setCustomSpacing(8, after: title)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            swatches.heightAnchor.constraint(equalToConstant: 56),
            stepsLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
            stepsLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -14),
            stepsLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stepsLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        steps.append("viewDidLoad")
        stepsLabel.text = steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }

    private static let palette: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]

    private static func swatch(_ color: UIColor) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.layer.cornerRadius = 10
        return view
    }
}
