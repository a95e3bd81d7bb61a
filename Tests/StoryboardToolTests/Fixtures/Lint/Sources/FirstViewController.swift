import UIKit

/// The scene the lint fixtures' first controller names. Declarations in comments and strings
/// must not count: // @IBOutlet var subtitleLabel: UILabel!
class FirstViewController: BaseViewController {
    @IBOutlet weak var titleLabel: UILabel!
    /* @IBAction func save(_ sender: Any) {} */
    let note = "func save(_ sender: Any) and \(1 + (2)) var subtitleLabel"

    @IBAction func done(_ sender: Any) {
        var subtitleLabel = 1   // a local, not a property
        subtitleLabel += 1
    }

    @IBAction func unwindToFirst(_ segue: UIStoryboardSegue) {}
}

class BaseViewController: UIViewController {
    @objc func close(sender: Any?) {}
}
