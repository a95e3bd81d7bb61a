import OpenUIKit

/// A split view controller embedded in a container view. On a phone it is collapsed (compact
/// width); the switch gives the child a regular horizontal size class through
/// `setOverrideTraitCollection(_:forChild:)`, and the split view puts its columns side by side.
@Connectable
public final class SplitDemoViewController: UIViewController {
    @Outlet public weak var sideBySideSwitch: UISwitch!
    public private(set) var split: UISplitViewController?

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let split = segue.destination as? UISplitViewController {
            split.preferredPrimaryColumnWidth = 150
            split.preferredDisplayMode = .oneBesideSecondary
            self.split = split
        }
    }

    @IBAction func sideBySideChanged(_ sender: UISwitch) {
        setSideBySide(sender.isOn)
    }

    public func setSideBySide(_ sideBySide: Bool) {
        guard let split else { return }
        sideBySideSwitch.isOn = sideBySide
        let traits = sideBySide ? UITraitCollection(horizontalSizeClass: .regular) : nil
        setOverrideTraitCollection(traits, forChild: split)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}
