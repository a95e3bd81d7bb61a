import OpenUIKit

/// The Containers tab's list. The tab bar demo is presented from here, and its Close buttons,
/// in whichever tab, unwind back here (`closeTabs:`), which dismisses it.
@Connectable
public final class ContainersHomeViewController: UIViewController {
    public private(set) var closedTabs = 0

    @IBAction func closeTabs(_ segue: UIStoryboardSegue) {
        closedTabs += 1
    }
}
