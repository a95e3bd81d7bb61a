import OpenUIKit

/// The split view's secondary column: one planet.
@Connectable
public final class PlanetDetailViewController: UIViewController {
    @Outlet public weak var nameLabel: UILabel!
    @Outlet public weak var factsLabel: UILabel!
    @Outlet public weak var disc: UIView!
    public var planet: Planet?

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let planet else { return }
        title = planet.name
        nameLabel.text = planet.name
        factsLabel.text = planet.facts
        disc.backgroundColor = planet.color
    }
}
