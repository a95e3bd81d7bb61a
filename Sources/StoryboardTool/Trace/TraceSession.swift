import Foundation
@_spi(Tooling) @_spi(Rendering) import OpenUIKit
import StoryboardDocument

/// One headless run of `storyboard trace`: the storyboard's controller in a window, then each
/// step, with the application's clock run until idle after each, recording the lifecycle.
///
/// The app's custom classes are not here, so controllers are their storyboard elements' UIKit
/// classes. So that the trace still reads like the app's, each controller is named in it by its
/// scene's custom class (`DetailViewController.viewDidLoad`); a scene without one keeps its
/// UIKit class name, and when two scenes would share a name the later one adds its storyboard
/// identifier (or element id) in brackets. A second instance of one scene adds `#2`.
@MainActor
final class TraceSession {
    /// What a run produced.
    struct Report: Sendable {
        var events: [TraceEvent] = []
        /// UIKit's console messages (unknown classes, refused operations), with original paths.
        var diagnostics: [String] = []
        /// Remarks about the run itself (a receiver that matched nothing).
        var notes: [String] = []
        /// Why the run stopped early.
        var failure: String?
    }

    private let storyboard: TracedStoryboard
    private let receivers: [UnwindReceiver]
    private let includesLayout: Bool
    private let windowSize: CGSize
    private var report = Report()
    private var window: UIWindow?
    /// Trace names by scene (file and element id), and names taken.
    private var sceneNames: [String: String] = [:]
    private var takenNames: Set<String> = []
    private var instances: [String: Int] = [:]
    private var matchedReceivers: Set<String> = []

    /// Callbacks about layout, which UIKit interleaves wherever a layout pass falls; left out
    /// unless asked for.
    static let layoutMethods: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
        "viewLayoutMarginsDidChange", "viewSafeAreaInsetsDidChange",
    ]

    init(
        storyboard: TracedStoryboard, receivers: [UnwindReceiver], includesLayout: Bool,
        windowSize: (width: Double, height: Double)
    ) {
        self.windowSize = CGSize(width: windowSize.width, height: windowSize.height)
        self.storyboard = storyboard
        self.receivers = receivers
        self.includesLayout = includesLayout
    }

    /// Launches at `scene` (a storyboard identifier or controller id; nil: the initial
    /// controller) and performs `steps`, stopping at the first that cannot be performed.
    func run(scene: String?, steps: [TraceStep]) -> Report {
        let wasEnabled = LifecycleTrace.isEnabled
        let previousHandler = UIKitDiagnostics.handler
        UIKitDiagnostics.handler = { [unowned self] in report.diagnostics.append(storyboard.unstaged($0.description)) }
        StoryboardTooling.didMakeController = { [unowned self] in named($0, scene: $1) }
        LifecycleTrace.reset()
        LifecycleTrace.isEnabled = true
        defer {
            window?.isHidden = true
            window = nil
            UIApplication.shared.runUntilIdle()
            StoryboardTooling.didMakeController = nil
            LifecycleTrace.isEnabled = wasEnabled
            LifecycleTrace.reset()
            UIKitDiagnostics.handler = previousHandler
        }
        if launch(scene: scene) {
            for step in steps {
                let start = LifecycleTrace.events.count
                let failure = perform(step)
                UIApplication.shared.runUntilIdle()
                collect(from: start, step: step.description)
                if let failure {
                    report.failure = failure
                    break
                }
            }
        }
        for receiver in receivers where !matchedReceivers.contains(receiver.scene) {
            report.notes.append("--receiver \(receiver.scene) matched no controller the trace made")
        }
        return report
    }

    // MARK: Launch

    private func launch(scene: String?) -> Bool {
        let loaded: UIStoryboard
        do {
            loaded = try UIStoryboard(contentsOf: storyboard.runtimeURL)
        } catch {
            report.failure = storyboard.unstaged(String(describing: error))
            return false
        }
        let start = LifecycleTrace.events.count
        let controller: UIViewController?
        if let scene {
            let controllers = storyboard.controllers
            if controllers.contains(where: { $0.storyboardIdentifier == scene }) {
                controller = loaded.instantiateViewController(withIdentifier: scene)
            } else if controllers.contains(where: { $0.id == scene }) {
                controller = loaded.instantiateScene(controllerID: scene)
            } else {
                let identifiers = controllers.compactMap(\.storyboardIdentifier)
                report.failure =
                    "\(storyboard.file.path) has no scene '\(scene)'; "
                    + (identifiers.isEmpty
                        ? "it has no storyboard identifiers (a controller's element id works too)"
                        : "its storyboard identifiers: \(identifiers.joined(separator: ", "))")
                return false
            }
        } else {
            controller = loaded.instantiateInitialViewController()
            if controller == nil {
                let identifiers = storyboard.controllers.compactMap(\.storyboardIdentifier)
                report.failure =
                    "\(storyboard.file.path) has no initial view controller; name a scene with --scene"
                    + (identifiers.isEmpty ? "" : " (identifiers: \(identifiers.joined(separator: ", ")))")
                return false
            }
        }
        guard let controller else {
            report.failure = "the scene could not be made"
            return false
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        self.window = window
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        collect(from: start, step: "launch")
        return true
    }

    // MARK: Naming and receivers

    /// Names a controller as a storyboard makes it, and gives a receiver its actions.
    private func named(_ controller: UIViewController, scene object: SceneObject) {
        let key = "\(object.location.file)#\(object.id)"
        let name: String
        if let known = sceneNames[key] {
            name = known
        } else {
            var candidate =
                object.customClass.flatMap { $0.isEmpty ? nil : $0 } ?? String(describing: type(of: controller))
            if takenNames.contains(candidate) { candidate += "[\(object.storyboardIdentifier ?? object.id)]" }
            takenNames.insert(candidate)
            sceneNames[key] = candidate
            name = candidate
        }
        let count = instances[key, default: 0] + 1
        instances[key] = count
        LifecycleTrace.name(controller, count == 1 ? name : "\(name)#\(count)")
        for receiver in receivers
        where receiver.matches(customClass: object.customClass, identifier: object.storyboardIdentifier, id: object.id)
        {
            matchedReceivers.insert(receiver.scene)
            for action in receiver.actions.isEmpty ? storyboard.unwindActions : receiver.actions {
                // The action's body is the app's; the trace records that it ran.
                controller.registerAction(Selector(action)) { _ in }
            }
        }
    }

    // MARK: Steps

    /// Performs a step; a message when it cannot be.
    private func perform(_ step: TraceStep) -> String? {
        let controllers = frontToBack()
        switch step {
        case .segue(let identifier):
            for controller in controllers {
                guard let segues = controller.storyboardSceneObject?.segues else { continue }
                if let segue = segues.first(where: { $0.identifier == identifier && !$0.kind.isRelationship })
                    ?? segues.first(where: { $0.id == identifier && !$0.kind.isRelationship })
                {
                    return fire(segue, from: controller)
                }
            }
            return "no controller on screen has a segue '\(identifier)'. " + availableSegues(controllers)
        case .unwind(let action):
            for controller in controllers {
                if let segue = controller.storyboardSceneObject?.segues.first(where: {
                    if case .unwind(let named) = $0.kind { return named == action || named == action + ":" }
                    return false
                }) {
                    return fire(segue, from: controller)
                }
            }
            return "no controller on screen has an exit segue to '\(action)'. " + availableSegues(controllers)
        case .pop:
            guard
                let navigation = controllers.compactMap({ $0 as? UINavigationController }).first(where: {
                    $0.viewControllers.count > 1
                })
            else {
                return "no navigation controller on screen has a controller to pop"
            }
            navigation.popViewController(animated: true)
            return nil
        case .dismiss:
            guard let presented = presentationChain().dropFirst().last,
                let presenter = presented.presentingViewController
            else {
                return "nothing is presented"
            }
            presenter.dismiss(animated: true, completion: nil)
            return nil
        }
    }

    /// Performs a segue of `controller`'s scene as code would (`performSegue`) when it has an
    /// identifier, else as its trigger would. An unwind that finds no destination is a failure:
    /// UIKit then does nothing (U-2), and the trace shows whom it asked.
    private func fire(_ segue: Segue, from controller: UIViewController) -> String? {
        let start = LifecycleTrace.events.count
        if let identifier = segue.identifier, !identifier.isEmpty {
            controller.performSegue(withIdentifier: identifier, sender: nil)
        } else {
            controller.triggerStoryboardSegue(id: segue.id, sender: nil)
        }
        guard case .unwind(let action) = segue.kind,
            !LifecycleTrace.events[start...].contains(where: { TraceEvent(step: "", line: $0).call == action })
        else { return nil }
        return
            "nothing from \(LifecycleTrace.name(of: controller)) up answers \(action): the storyboard does not say which class declares it; "
            + "name the scene whose controller does with --receiver SCENE (its custom class, storyboard identifier or element id)"
    }

    /// The window's root and the controllers it presents, in order.
    private func presentationChain() -> [UIViewController] {
        guard var current = window?.rootViewController else { return [] }
        var chain = [current]
        while let presented = current.presentedViewController, !chain.contains(where: { $0 === presented }) {
            chain.append(presented)
            current = presented
        }
        return chain
    }

    /// Every controller in the window, the one in front first: the last presented before those
    /// presenting it, a container's visible child (a navigation stack's top, a tab bar's
    /// selection) before its other children, children before their container.
    private func frontToBack() -> [UIViewController] {
        var order: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            var children = Array(controller.children.reversed())
            if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController,
                let index = children.firstIndex(where: { $0 === selected })
            {
                children.insert(children.remove(at: index), at: 0)
            }
            for child in children { visit(child) }
            order.append(controller)
        }
        for controller in presentationChain().reversed() { visit(controller) }
        return order
    }

    /// The segues the scenes on screen offer, front first, for an error message. A segue without
    /// an identifier is offered by its element id, which a step may name too.
    private func availableSegues(_ controllers: [UIViewController]) -> String {
        var lines: [String] = []
        for controller in controllers {
            guard let segues = controller.storyboardSceneObject?.segues else { continue }
            let offered = segues.compactMap { segue -> String? in
                switch segue.kind {
                case .relationship: nil
                case .unwind(let action): segue.identifier.map { "\($0) (unwind to \(action))" } ?? "unwind:\(action)"
                default: segue.identifier ?? "\(segue.id) (\(segue.kind.name), no identifier)"
                }
            }
            lines.append(
                "\(LifecycleTrace.name(of: controller)): "
                    + (offered.isEmpty ? "none" : offered.joined(separator: ", ")))
        }
        return lines.isEmpty
            ? "No controller on screen comes from the storyboard."
            : "Segues on screen, front first: " + lines.joined(separator: "; ")
    }

    private func collect(from start: Int, step: String) {
        for line in LifecycleTrace.events[start...] {
            let event = TraceEvent(step: step, line: line)
            if !includesLayout, Self.layoutMethods.contains(event.method), event.object != nil { continue }
            report.events.append(event)
        }
    }
}

extension Segue.Kind {
    var isRelationship: Bool {
        if case .relationship = self { return true }
        return false
    }
}
