import Foundation

@testable import OpenUIKit

// The classes the test storyboards name (`customModule="OpenUIKitTests"`). Traces name
// objects by class, so each scene has a class of its own.

final class TraceNavigation: UINavigationController {}

/// The source of most segues; `allowsSegues` is its answer to `shouldPerformSegue`.
@Connectable
final class Alpha: UIViewController {
    var madeBy: [(sender: String, identifier: String?)] = []

    @IBSegueAction func makeBeta(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> Beta? {
        madeBy.append((String(describing: sender.map { type(of: $0) }), segueIdentifier))
        let beta = Beta(coder: coder)
        beta?.note = "made by Alpha"
        return beta
    }

    var allowsSegues = true
    var prepared: [(identifier: String?, destination: UIViewController, destinationViewLoaded: Bool)] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsSegues }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepared.append((segue.identifier, segue.destination, segue.destination.isViewLoaded))
    }
}

final class Beta: UIViewController {
    var note: String?
}
final class Modal: UIViewController {}
final class Delta: UIViewController {}
final class Omega: UIViewController {}

final class Child: UIViewController {}

/// Records, inside its `viewDidLoad`, what E-2 says is true by then.
final class Parent: UIViewController {
    var childrenAtViewDidLoad: [UIViewController] = []
    var firstChildSuperviewAtViewDidLoad: UIView?
    var preparedIdentifiers: [String?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        childrenAtViewDidLoad = children
        firstChildSuperviewAtViewDidLoad = children.first?.view.superview
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedIdentifiers.append(segue.identifier)
    }
}

/// A custom segue class named by the storyboard.
final class RecordingSegue: UIStoryboardSegue {
    override func perform() {
        LifecycleTrace.record("⟨RecordingSegue.perform \(identifier ?? "nil")⟩")
    }
}

/// The tabs-at-the-top container: a tab bar controller scene whose custom class is not a
/// UITabBarController, fed by relationship segues.
final class TopTabsContainer: UIViewController, StoryboardRelationshipContainer {
    static let storyboardRelationships = ["viewControllers", "accessory"]
    var received: [(relationship: String, children: [UIViewController])] = []

    func setStoryboardChildren(_ children: [UIViewController], forRelationship relationship: String) {
        received.append((relationship, children))
        for child in children where relationship == "viewControllers" {
            addChild(child)
            child.didMove(toParent: self)
        }
    }
}
