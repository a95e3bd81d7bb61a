import OpenUIKit

/// A scene with no view whose class has a nib of its own name: UIKit finds
/// `ProfileViewController.xib` by the class name (ST-7) and loads it with this controller as
/// File's Owner, so the nib's outlets and actions land here.
@Connectable
public final class ProfileViewController: UIViewController {
    @Outlet public weak var nameLabel: UILabel!
    @Outlet public weak var followersLabel: UILabel!
    @Outlet public weak var followButton: UIButton!

    public private(set) var isFollowing = false
    private var followers = 1_842

    public override func viewDidLoad() {
        super.viewDidLoad()
        update()
    }

    @IBAction func toggleFollow(_ sender: UIButton) {
        isFollowing.toggle()
        followers += isFollowing ? 1 : -1
        update()
    }

    private func update() {
        followersLabel.text = "\(followers) followers"
        followButton.configuration?.title = isFollowing ? "Following" : "Follow"
    }
}
