import MessageUI
import UIKit

/// A profile screen's "Contact us", as apps write it: the sheet when mail can be sent, an
/// alert when it cannot, and the delegate dismissing the sheet.
final class ContactViewController: UIViewController, MFMailComposeViewControllerDelegate {
    func contactSupport() {
        guard MFMailComposeViewController.canSendMail() else {
            let alert = UIAlertController(title: "No Mail", message: "Set up a mail account.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = self
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        mail.setMessageBody("<p>Hello</p>", isHTML: true)
        present(mail, animated: true)
    }

    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {
        if result == .failed, let error { print("mail failed: \(error)") }
        controller.dismiss(animated: true)
    }
}
