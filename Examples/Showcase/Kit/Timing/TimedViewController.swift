import OpenUIKit

/// A controller whose lifecycle shows in the on-screen log: the log watches its class's trace
/// name and, after each callback it hears, catches up with what the framework recorded. Every
/// override calls `super`, as UIKit requires and as `LifecycleTrace` needs for the containment
/// calls.
open class TimedViewController: UIViewController {
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        LifecycleLog.shared.watch(LifecycleTrace.name(of: self))
    }

    open override func awakeFromNib() {
        super.awakeFromNib()
        LifecycleLog.shared.catchUp()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        LifecycleLog.shared.catchUp()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        LifecycleLog.shared.catchUp()
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        LifecycleLog.shared.catchUp()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LifecycleLog.shared.catchUp()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        LifecycleLog.shared.catchUp()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        LifecycleLog.shared.catchUp()
    }

    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        LifecycleLog.shared.catchUp()
    }

    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        LifecycleLog.shared.catchUp()
    }

    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        LifecycleLog.shared.catchUp()
    }
}
