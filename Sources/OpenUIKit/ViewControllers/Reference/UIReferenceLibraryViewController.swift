import Foundation

/// Shows a dictionary definition of a term, as UIKit's dictionary lookup does. Linux has no
/// system dictionary an app can reach, so no term has a definition
/// (`dictionaryHasDefinition(forTerm:)` is false) and the controller shows the term with "No
/// definition found.", as a Simulator without dictionaries does. Its Done button dismisses it.
@preconcurrency @MainActor
open class UIReferenceLibraryViewController: UIViewController {
    /// The text shown where a definition would be.
    static let noDefinitionText = "No definition found."

    /// The term looked up.
    let term: String
    /// The label that says no definition was found.
    public private(set) var messageLabel: UILabel?

    /// Whether the dictionaries have a definition of `term`: never on Linux, which has none.
    open class func dictionaryHasDefinition(forTerm term: String) -> Bool {
        false
    }

    /// A controller that looks `term` up.
    public init(term: String) {
        self.term = term
        super.init(nibName: nil, bundle: nil)
        title = term
    }

    /// Made from a storyboard, with no term.
    public required init?(coder: NSCoder) {
        term = ""
        super.init(coder: coder)
    }

    /// A view with the term, the no-definition message and a Done button.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let termLabel = UILabel()
        termLabel.text = term
        termLabel.font = .boldSystemFont(ofSize: 22)
        termLabel.textAlignment = .center
        let message = UILabel()
        message.text = Self.noDefinitionText
        message.textColor = .secondaryLabel
        message.textAlignment = .center
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        for view in [termLabel, message, done] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            done.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            done.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            termLabel.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            termLabel.bottomAnchor.constraint(equalTo: root.centerYAnchor, constant: -8),
            message.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            message.topAnchor.constraint(equalTo: root.centerYAnchor, constant: 8),
        ])
        messageLabel = message
        view = root
    }
}
