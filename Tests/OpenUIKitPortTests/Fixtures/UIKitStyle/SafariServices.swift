import SafariServices
import UIKit

/// A news list opening an article in Safari's view controller, as apps write it.
final class ArticlesViewController: UITableViewController, SFSafariViewControllerDelegate {
    var articles: [URL] = [URL(string: "https://example.com/story")!]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        configuration.barCollapsingEnabled = false
        let safari = SFSafariViewController(url: articles[indexPath.row], configuration: configuration)
        safari.delegate = self
        safari.preferredBarTintColor = .systemBackground
        safari.preferredControlTintColor = .systemOrange
        safari.dismissButtonStyle = .close
        safari.modalPresentationStyle = .pageSheet
        present(safari, animated: true)
    }

    func openHelp() {
        present(SFSafariViewController(url: URL(string: "https://example.com/help")!), animated: true)
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        tableView.reloadData()
    }

    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        if !didLoadSuccessfully { print("the article did not load") }
    }
}
