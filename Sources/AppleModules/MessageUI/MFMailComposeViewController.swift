import UIKit

/// The standard mail compose sheet: a navigation controller whose form shows the recipients,
/// subject and body the app filled in, with Cancel and Send. Send writes the message to the mail
/// outbox (`OPENUIKIT_MAIL_OUTBOX`, an `.eml` file per message) since Linux has no Mail
/// account to hand it to; the delegate then hears `.sent`, or `.failed` with
/// `MFMailComposeError.sendFailed` when there is no outbox.
open class MFMailComposeViewController: UINavigationController {
    /// Whether mail can be sent: true only when an outbox folder is set, as `canSendMail()` is
    /// false on a device with no Mail account.
    open class func canSendMail() -> Bool { MailOutbox.folder != nil }

    /// Who hears how the sheet ended.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    var message = MailOutbox.Message() {
        didSet { form.show(message) }
    }
    private let form = MailComposeFormController()

    public init() {
        super.init(rootViewController: form)
        form.composer = self
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setViewControllers([form], animated: false)
        form.composer = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([form], animated: false)
        form.composer = self
    }

    open func setToRecipients(_ toRecipients: [String]?) { message.to = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { message.cc = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { message.bcc = bccRecipients ?? [] }
    open func setSubject(_ subject: String) { message.subject = subject }
    open func setMessageBody(_ body: String, isHTML: Bool) {
        message.body = body
        message.isHTML = isHTML
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { message.preferredSender = emailAddress }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        message.attachments.append(.init(data: attachment, mimeType: mimeType, fileName: filename))
    }

    /// The form's Cancel: the delegate hears `.cancelled`.
    func cancelComposing() {
        finish(.cancelled, nil)
    }

    /// The form's Send: the message, with the person's edits, goes to the outbox.
    func sendMessage() {
        message = form.edited(message)
        do {
            _ = try MailOutbox.send(message)
            finish(.sent, nil)
        } catch {
            finish(.failed, error)
        }
    }

    private func finish(_ result: MFMailComposeResult, _ error: Error?) {
        if let mailComposeDelegate {
            mailComposeDelegate.mailComposeController(self, didFinishWith: result, error: error)
        } else {
            dismiss(animated: true)
        }
    }
}
