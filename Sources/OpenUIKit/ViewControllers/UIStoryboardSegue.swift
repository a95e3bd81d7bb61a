import Foundation

/// A transition between two controllers. Storyboards make them; code can too, with a closure
/// that performs it.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// `required` so a storyboard can make a custom segue class it knows only by name.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition: the closure given at creation, or nothing in the base class.
    open func perform() {
        LifecycleTrace.record(self, "perform()")
        performHandler?()
    }
}

/// Where an unwind started: the controller, the action it unwinds to, and what triggered it.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    public init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
