import UIKit

/// The compose sheet's form: To, Cc and Subject fields over the body, Cancel and Send in the
/// navigation bar, as Mail lays the sheet out.
final class MailComposeFormController: UIViewController {
    weak var composer: MFMailComposeViewController?
    let toField = UITextField()
    let ccField = UITextField()
    let subjectField = UITextField()
    let bodyView = UITextView()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationItem.title = "New Message"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.composer?.cancelComposing() })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send", primaryAction: UIAction { [weak self] _ in self?.composer?.sendMessage() })
    }

    convenience init() { self.init(nibName: nil, bundle: nil) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let rows = [("To:", toField), ("Cc/Bcc:", ccField), ("Subject:", subjectField)].map { label, field in
            let title = UILabel()
            title.text = label
            title.textColor = .secondaryLabel
            title.setContentHuggingPriority(.required, for: .horizontal)
            field.borderStyle = .none
            let row = UIStackView(arrangedSubviews: [title, field])
            row.spacing = 8
            return row as UIView
        }
        bodyView.font = .preferredFont(forTextStyle: .body)
        let stack = UIStackView(arrangedSubviews: rows + [bodyView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        if let composer { show(composer.message) }
    }

    func show(_ message: MailOutbox.Message) {
        toField.text = message.to.joined(separator: ", ")
        ccField.text = (message.cc + message.bcc).joined(separator: ", ")
        subjectField.text = message.subject
        bodyView.text = message.body
    }

    /// `message` with what the person typed in the To, Subject and body fields.
    func edited(_ message: MailOutbox.Message) -> MailOutbox.Message {
        guard isViewLoaded else { return message }
        var edited = message
        edited.to = Self.addresses(toField.text)
        edited.subject = subjectField.text ?? ""
        edited.body = bodyView.text ?? ""
        return edited
    }

    static func addresses(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
