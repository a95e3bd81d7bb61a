import Foundation
import OpenUIKit

/// Shows a TopTabsController with three tabs, taps the second and third tab buttons, and
/// prints what each child heard. The tabs come from TopTabs.storyboard's relationship segues,
/// or, with `--code`, are made in code.
@MainActor
func runTopTabs() {
    let tabs: TopTabsController
    if CommandLine.arguments.contains("--code") {
        tabs = TopTabsController()
        tabs.viewControllers = ["Inbox", "Drafts", "Sent"].map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
    } else {
        tabs = UIStoryboard(name: "TopTabs", bundle: .module).instantiateInitialViewController() as! TopTabsController
    }
    for controller in tabs.viewControllers { LifecycleTrace.name(controller, controller.title ?? "?") }
    LifecycleTrace.name(tabs, "TopTabs")
    LifecycleTrace.isEnabled = true
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    for index in [1, 2] {
        LifecycleTrace.record("— tap \(tabs.viewControllers[index].title ?? "")")
        tabs.tabButtons[index].sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
    }
    let layout = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewSafeAreaInsetsDidChange",
    ]
    for line in LifecycleTrace.events where !layout.contains(where: line.contains) {
        print(line)
    }
    print("selected: \(tabs.selectedViewController?.title ?? "none"); children: \(tabs.children.compactMap(\.title))")
    _ = window
}

MainActor.assumeIsolated { runTopTabs() }
