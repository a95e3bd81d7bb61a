import CHeapInUse
import Foundation
import OpenUIKit

/// Containment, presentation and layout at 10, 1,000 and 10,000 operations. Each workload
/// prints its time per operation (which must stay flat as the count grows) and the bytes still
/// allocated after everything it made is gone (which must return to where it started).
@MainActor
enum CoreBenchmarks {
    struct Result {
        let workload: String
        let count: Int
        let seconds: Double
        let bytesBefore: Int
        let bytesAfter: Int
    }

    static let counts = [10, 1_000, 10_000]
    /// Set by a workload whose set-up is not what it measures: the seconds of the part that is.
    static var timedSection: Double?

    static func measure(_ workload: String, count: Int, _ body: (Int) -> Void) -> Result {
        UIApplication.shared.runUntilIdle()
        let before = Int(openuikit_allocated_bytes())
        let start = DispatchTime.now().uptimeNanoseconds
        timedSection = nil
        body(count)
        let seconds = timedSection ?? Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        UIApplication.shared.runUntilIdle()
        let after = Int(openuikit_allocated_bytes())
        return Result(workload: workload, count: count, seconds: seconds, bytesBefore: before, bytesAfter: after)
    }

    /// Adds `count` children to one on-screen container the way the containment guide does,
    /// then removes them last-first.
    static func children(_ count: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = UIViewController()
        window.rootViewController = container
        window.makeKeyAndVisible()
        var added: [UIViewController] = []
        added.reserveCapacity(count)
        for _ in 0..<count {
            let child = UIViewController()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            added.append(child)
        }
        while let child = added.popLast() {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        window.isHidden = true
    }

    /// Presents a chain `count` deep without animation, then dismisses it from the top down.
    static func presentationChain(_ count: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var top = root
        for _ in 0..<count {
            let next = UIViewController()
            next.modalPresentationStyle = .fullScreen
            top.present(next, animated: false)
            top = next
        }
        while let presenting = top.presentingViewController {
            top.dismiss(animated: false)
            top = presenting
        }
        window.isHidden = true
    }

    /// Builds `count` views as chains ten levels deep under one root in a window, resizes the
    /// root and runs one layout pass (autoresizing reaches every view).
    static func viewTree(_ count: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var made = 0
        while made < count {
            var parent = root
            for _ in 0..<min(10, count - made) {
                let view = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                parent.addSubview(view)
                parent = view
                made += 1
            }
        }
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        window.layoutIfNeeded()
        root.removeFromSuperview()
        window.isHidden = true
    }

    /// With a navigation stack `depth` deep on screen, pushes and pops one controller 200 times,
    /// each settled by the run loop; the cost per push+pop must not grow with the depth.
    static func pushPop(_ depth: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController()
        navigation.setViewControllers((0..<depth).map { _ in UIViewController() }, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<pushPopRounds {
            navigation.pushViewController(UIViewController(), animated: false)
            UIApplication.shared.runUntilIdle()
            navigation.popViewController(animated: false)
            UIApplication.shared.runUntilIdle()
        }
        timedSection = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        window.isHidden = true
    }

    static let pushPopRounds = 200

    /// Switches among 100 tabs on screen, `count` times in a round robin.
    static func tabSwitching(_ count: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let tabs = UITabBarController()
        tabs.viewControllers = (0..<100).map { _ in UIViewController() }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        for index in 0..<count {
            tabs.selectedIndex = (index * 37) % 100
        }
        window.isHidden = true
    }

    static func run() {
        // Foundation's run loop on Linux grows an internal cache over its first few thousand
        // turns; let it reach its size so it does not show up as memory the workloads kept.
        for _ in 0..<3_000 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.000_01)) }
        let workloads: [(String, (Int) -> Void)] = [
            ("add+remove children", children),
            ("present+dismiss chain", presentationChain),
            ("view tree + layout pass", viewTree),
            ("tab switch among 100", tabSwitching),
        ]
        print(
            """
            Each row: the workload at that count, its time, and the bytes malloc still holds afterwards
            compared with before ("retained"); "harness" is what an empty workload leaves behind in the
            same measurement (the run loop's own bookkeeping), so "net" is what the workload itself kept.

            workload                  count     total ms     ns/op   retained   harness        net
            """)
        // Arguments pick workloads by a word of their name: `CoreBenchmarks present`.
        let filters = CommandLine.arguments.dropFirst()
        // Push+pop is measured at a stack depth; its operations are the 200 rounds at that depth.
        let depthWorkloads: [(String, (Int) -> Void)] = [("push+pop at depth", pushPop)]
        for (name, body) in workloads + depthWorkloads
        where filters.isEmpty || filters.contains(where: { name.contains($0) }) {
            var perOp: [Double] = []
            for count in counts {
                // A first run at this count lets buffers that keep their high-water capacity grow
                // once; the measured run is the steady state.
                body(count)
                let harness = measure("empty", count: count) { _ in }
                // The best of three runs, so a busy moment on the machine does not decide the figure.
                let runs = (0..<3).map { _ in measure(name, count: count, body) }
                let r = runs.min { $0.seconds < $1.seconds }!
                let retained = r.bytesAfter - r.bytesBefore
                let baseline = harness.bytesAfter - harness.bytesBefore
                let operations = Double(depthWorkloads.contains { $0.0 == name } ? pushPopRounds : count)
                perOp.append(r.seconds * 1e9 / operations)
                print(
                    String(
                        format: "%-24@ %7d %12.3f %9.0f %10d %9d %10d",
                        name as NSString, count, r.seconds * 1e3, r.seconds * 1e9 / operations,
                        retained, baseline, retained - baseline))
            }
            print(
                String(
                    format: "%-24@ ns/op at 10,000 / ns/op at 1,000 = %.2f (flat is about 1)\n",
                    name as NSString, perOp[2] / perOp[1]))
        }
    }
}

MainActor.assumeIsolated { CoreBenchmarks.run() }
