import OpenUIKit

/// Segue timing, live: its buttons push and present the other timing scenes through storyboard
/// segues, and the log at the bottom of every timing scene shows each callback as UIKit sends
/// it. The pushed and presented scenes unwind back here (`backToLab:`). Its name is short
/// because the log shows it on every line.
@Connectable
public final class SegueLab: TimedViewController {
    /// Unwinding ends here: the unwind search finds this action (U-8).
    @IBAction func backToLab(_ segue: UIStoryboardSegue) {}

    @IBAction func clearLog(_ sender: UIButton) {
        LifecycleLog.shared.clear()
    }
}
