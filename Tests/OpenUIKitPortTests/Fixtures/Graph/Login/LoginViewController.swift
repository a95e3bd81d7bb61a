import UIKit

/// A framework target's controller, which the app's storyboard shows by its module.
open class LoginViewController: UIViewController {
    public var prompt = ""
    public let promptLabel = UILabel()

    open override func viewDidLoad() {
        super.viewDidLoad()
        promptLabel.text = prompt
        promptLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 24)
        view.addSubview(promptLabel)
    }
}
