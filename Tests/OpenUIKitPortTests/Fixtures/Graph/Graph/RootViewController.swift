import Greeting
import Login
import UIKit

class RootViewController: UIViewController {
    @IBOutlet weak var greetingLabel: UILabel!
    @IBOutlet weak var starView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        greetingLabel.text = NSLocalizedString("greeting", comment: "") + " · " + Greeting.text + " · " + Feature.name
        // The asset catalog holds `star.imageset`; iOS finds it by the file name too.
        starView.image = UIImage(named: "star.png")!
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? LoginViewController)?.prompt = Greeting.text
    }
}
