import Foundation
import OpenUIKit

/// A parent that shows one child at a time and swaps them with an animated transition, the way
/// UIKit's containment guide teaches it.
final class SwapContainer: UIViewController {
    let first = UIViewController()
    let second = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func swapChildren(completion: @escaping () -> Void) {
        let (from, to) = children.first === first ? (first, second) : (second, first)
        addChild(to)
        to.view.frame = view.bounds
        from.willMove(toParent: nil)
        transition(from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
            to.didMove(toParent: self)
            from.removeFromParent()
            completion()
        }
    }
}

@MainActor
func runDemo() {
    let application = UIApplication.shared
    let container = SwapContainer()
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    LifecycleTrace.name(container, "Container")
    LifecycleTrace.name(container.first, "First")
    LifecycleTrace.name(container.second, "Second")
    LifecycleTrace.name(modal, "Modal")
    LifecycleTrace.isEnabled = true

    LifecycleTrace.record("— show the window")
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = container
    window.makeKeyAndVisible()
    application.runUntilIdle()

    LifecycleTrace.record("— swap First for Second")
    container.swapChildren { LifecycleTrace.record("⟨swap completion⟩") }
    application.runUntilIdle()

    LifecycleTrace.record("— present Modal full screen")
    container.present(modal, animated: true) { LifecycleTrace.record("⟨present completion⟩") }
    application.runUntilIdle()

    LifecycleTrace.record("— dismiss Modal")
    modal.dismiss(animated: true) { LifecycleTrace.record("⟨dismiss completion⟩") }
    application.runUntilIdle()

    let quiet: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
        "viewSafeAreaInsetsDidChange",
    ]
    let verbose = CommandLine.arguments.contains("--layout")
    for line in LifecycleTrace.events {
        let method = line.split(separator: ".").dropFirst().first.map { String($0.prefix { $0 != "(" }) } ?? ""
        if verbose || !quiet.contains(method) { print(line) }
    }
    _ = window
}

MainActor.assumeIsolated { runDemo() }
