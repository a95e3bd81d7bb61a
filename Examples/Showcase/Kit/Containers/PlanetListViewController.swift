import OpenUIKit

/// The split view's primary column: a planet per button, each a Show Detail segue. Collapsed
/// (compact width) the split view pushes the detail; expanded it replaces the secondary column.
public final class PlanetListViewController: UIViewController {
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let detail = segue.destination as? PlanetDetailViewController, let button = sender as? UIButton else {
            return
        }
        detail.planet = Planet.named(button.configuration?.title ?? button.title(for: .normal) ?? "")
    }
}
