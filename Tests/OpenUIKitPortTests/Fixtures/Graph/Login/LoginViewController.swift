import UIKit

/// A framework target's controller, which the app's storyboard shows by its module. Its Play
/// button covers the whole screen with a controller made in code, as games do.
open class LoginViewController: UIViewController {
    public var prompt = ""
    public let promptLabel = UILabel()

    open override func viewDidLoad() {
        super.viewDidLoad()
        promptLabel.text = prompt
        promptLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 24)
        view.addSubview(promptLabel)
        let play = UIButton(type: .system)
        play.setTitle("Play", for: .normal)
        play.frame = CGRect(x: 20, y: 160, width: 120, height: 44)
        play.addAction(
            UIAction { [weak self] _ in
                let game = PlayViewController()
                game.modalPresentationStyle = .fullScreen
                game.modalTransitionStyle = .crossDissolve
                self?.present(game, animated: true)
            }, for: .touchUpInside)
        view.addSubview(play)
    }
}

/// What the Play button shows over everything, its presenter's view taken off the window.
final class PlayViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Play"
        view.backgroundColor = .black
    }
}
