import OpenUIKit

/// A panel that shows the newest lines of the `LifecycleLog` while they arrive, newest at the
/// bottom, so a person sees the callbacks of a push or a presentation in the order UIKit sends
/// them. Storyboards place it as a custom view; it sizes itself to `lineCount` lines.
public final class LifecycleLogView: UIView {
    /// How many of the newest lines are shown.
    public var lineCount = 12 {
        didSet { rebuildLines() }
    }

    private let titleLabel = UILabel()
    private let lines = UIStackView()
    public private(set) var lineLabels: [UILabel] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        clipsToBounds = true
        titleLabel.text = "LIFECYCLE, NEWEST LAST"
        titleLabel.font = .systemFont(ofSize: 11, weight: .semibold)
        titleLabel.textColor = .secondaryLabel
        lines.axis = .vertical
        lines.spacing = 2
        let stack = UIStackView(arrangedSubviews: [titleLabel, lines])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
        rebuildLines()
    }

    private func rebuildLines() {
        lineLabels.forEach { $0.removeFromSuperview() }
        lineLabels = (0..<lineCount).map { _ in
            let label = UILabel()
            label.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
            label.lineBreakMode = .byTruncatingMiddle
            lines.addArrangedSubview(label)
            return label
        }
        show(LifecycleLog.shared.lines)
    }

    /// Observes the log only while on screen: a log view in a controller that was popped stops
    /// updating, as it would stop drawing.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            LifecycleLog.shared.observe(self) { [weak self] lines in self?.show(lines) }
        } else {
            LifecycleLog.shared.stopObserving(self)
        }
    }

    /// The newest lines, the newest one in the label colour and the older ones dimmed. An empty
    /// row holds a space, so every row keeps its height.
    private func show(_ log: [String]) {
        let newest = Array(log.suffix(lineCount))
        for (index, label) in lineLabels.enumerated() {
            let line = index < newest.count ? newest[index] : nil
            label.text = line ?? " "
            label.textColor = index == newest.count - 1 ? .label : .secondaryLabel
        }
    }
}
