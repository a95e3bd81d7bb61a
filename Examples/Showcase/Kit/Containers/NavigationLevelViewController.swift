import OpenUIKit

/// One level of a navigation stack. Its Push button's show segue leads to its own scene, so
/// each push makes a new level; `prepare(for:sender:)` numbers it.
@Connectable
public final class NavigationLevelViewController: UIViewController {
    @Outlet public weak var levelLabel: UILabel!
    @Outlet public weak var stackLabel: UILabel!
    public var level = 1

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Level \(level)"
        levelLabel.text = "\(level)"
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let depth = navigationController?.viewControllers.count ?? 1
        stackLabel.text = "\(depth) controller\(depth == 1 ? "" : "s") on this navigation stack"
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        (segue.destination as? NavigationLevelViewController)?.level = level + 1
    }

    @IBAction func popToFirstLevel(_ sender: UIButton) {
        guard let navigation = navigationController,
            let first = navigation.viewControllers.first(where: { $0 is NavigationLevelViewController })
        else { return }
        navigation.popToViewController(first, animated: true)
    }
}
