import Foundation

/// A transition between two controllers. Storyboards make them; code can too, with a closure
/// that performs it.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The segue's identifier from the storyboard, or `nil`.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// `required` so a storyboard can make a custom segue class it knows only by name.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// Creates a segue that runs `performHandler` when it performs.
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
    /// The controller the unwind started from.
    public let source: UIViewController
    /// The unwind action the segue was connected to in the storyboard.
    public let unwindAction: Selector
    /// The object that triggered the unwind, such as a button, or `nil`.
    public let sender: Any?

    /// Creates a description of where an unwind started.
    public init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
