internal import CairoRendering
import Foundation
@_spi(Tooling) import OpenUIKit
internal import OpenUIKitContracts

/// Explores a launched app as a tester would, headless: on each screen it types sample text
/// into the fields, then taps every control, bar button item, tab, segment, the first row of
/// each table section and the views with a tap gesture; it follows what that shows (pushes,
/// presentations, alerts, tabs) and comes back by the back button, Cancel or Done, an unwind,
/// or a dismissal as a swipe down would. Each new screen is drawn to a PNG; `tour.json` says
/// what it saw and did, and is written as it goes so a crash leaves the steps before it.
@MainActor
final class AppTour {
    struct Limits {
        var steps = 300
        var seconds = 90.0
        var depth = 8
    }

    let window: UIWindow
    let folder: URL
    let limits: Limits
    let sampleText = "Tour text"
    private(set) var report: TourReport
    private let clockStart = Date()
    private var screenNumbers: [String: Int] = [:]
    private var tried: [String: Set<String>] = [:]
    private var path: [String] = []
    private var reachedScenes: Set<String> = []
    /// How each screen was first reached: the screen before and the action taken there.
    private var routes: [String: [(from: String, signature: String)]] = [:]
    /// Screens whose every action has been tried.
    private var exhausted: Set<String> = []
    private var firstKey = ""
    /// Scenes whose controllers were made since launch (`storyboard#id`).
    private static var madeScenes: Set<String> = []
    /// The action being played, so a new screen learns its route.
    private var playing: (from: String, signature: String)?

    init(window: UIWindow, folder: URL, app: String, device: String?, limits: Limits) {
        self.window = window
        self.folder = folder
        self.limits = limits
        report = TourReport(app: app, stepLimit: limits.steps, secondsLimit: limits.seconds)
        report.device = device
    }

    private var reportURL: URL { folder.appendingPathComponent("tour.json") }

    private var isWithinLimits: Bool {
        report.steps.count < limits.steps && Date().timeIntervalSince(clockStart) < limits.seconds
    }

    /// Records a diagnostic against the step being played.
    func note(_ diagnostic: UIKitDiagnostic) {
        report.diagnostics.append(
            .init(
                name: diagnostic.name, reason: diagnostic.reason, step: report.steps.count,
                isError: diagnostic.name != UIKitDiagnostic.warning))
    }

    /// Puts three pictures in an empty photo library, so the image picker has something to
    /// choose, as a person's phone would. Called before launch, after the renderer is installed.
    static func seedPhotoLibrary() {
        let folder = UIImagePickerController.photoLibraryFolder
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard
            !existing.contains(where: {
                ["png", "jpg", "jpeg"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased())
            })
        else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        CairoRendering.install()
        let hues: [CGFloat] = [0.58, 0.08, 0.33]
        for (index, hue) in hues.enumerated() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 640, height: 480), format: format).image {
                context in
                UIColor(hue: hue, saturation: 0.55, brightness: 0.95, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 640, height: 480))
                UIColor(hue: hue, saturation: 0.8, brightness: 0.6, alpha: 1).setFill()
                UIBezierPath(ovalIn: CGRect(x: 200, y: 120, width: 240, height: 240)).fill()
            }
            try? image.pngData()?.write(to: folder.appendingPathComponent("Sample \(index + 1).png"))
        }
    }

    /// Notes each storyboard controller made from now on: called before launch.
    static func watchControllers() {
        let previous = StoryboardTooling.didMakeController
        StoryboardTooling.didMakeController = { controller, object in
            previous?(controller, object)
            let reference = SceneCatalog.reference(object)
            madeScenes.insert("\(reference.storyboard)#\(reference.id)")
        }
    }

    /// Draws the launch screen, the first screen (the first frame, timed from `processStart`),
    /// explores, and says which scenes it never showed.
    func run(launchScreen: UIViewController?, processStart: Date?) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let launchScreen {
            // Drawn in a window of its own the size of the screen, then put away.
            let image = StoryboardTooling.withoutCustomClasses {
                CairoRenderer.render(launchScreen, size: window.bounds.size, scale: 2)
            }
            let launchWindow = UIWindow(frame: window.bounds)
            launchWindow.rootViewController = launchScreen
            record(ScreenState(window: launchWindow), in: launchWindow, named: "launch screen", image: image)
            launchWindow.rootViewController = nil
            window.makeKeyAndVisible()
        }
        settle()
        let first = ScreenState(window: window)
        let image = CairoRenderer.render(window, scale: 2)
        if let processStart { report.launchToFirstFrameMilliseconds = Date().timeIntervalSince(processStart) * 1000 }
        record(first, in: window, image: image)
        firstKey = first.key
        routes[firstKey] = []
        explore(depth: 0)
        // Screens left before all their actions were tried (an action went back past them, or the
        // tour could not come back to them): home, then the route that first reached each, then on
        // with it. One the tour cannot get to again is what stops it short.
        var unreachable: [Int] = []
        while isWithinLimits,
            let pending = report.screens.first(where: { routes[$0.key] != nil && !exhausted.contains($0.key) })
        {
            let route = routes[pending.key] ?? []
            guard navigate(along: route) else {
                exhausted.insert(pending.key)
                unreachable.append(pending.number)
                continue
            }
            // The screens the route passed are the ones an action may go back to.
            path = route.map(\.from)
            explore(depth: route.count)
            path = []
            exhausted.insert(pending.key)
        }
        if !unreachable.isEmpty {
            report.stoppedBecause =
                "could not get back to screen\(unreachable.count > 1 ? "s" : "") "
                + unreachable.map(String.init).joined(separator: ", ") + " to try the rest of what they show"
        }
        if report.stoppedBecause == nil && !isWithinLimits {
            report.stoppedBecause =
                report.steps.count >= limits.steps
                ? "the step limit (\(limits.steps)) was reached"
                : "the time limit (\(Int(limits.seconds)) s) was reached"
        }
        report.finished = report.stoppedBecause == nil
        accountForScenes()
        save()
    }

    // MARK: Exploring

    private func explore(depth: Int) {
        let key = ScreenState(window: window).key
        path.append(key)
        defer { path.removeLast() }
        while isWithinLimits {
            let actions = ActionFinder(window: window, sampleText: sampleText).actions()
            guard let action = actions.first(where: { !tried[key, default: []].contains($0.signature) }) else {
                exhausted.insert(key)
                return
            }
            tried[key, default: []].insert(action.signature)
            playing = (key, action.signature)
            play(action)
            playing = nil
            var now = ScreenState(window: window).key
            if now == key { continue }
            if path.dropLast().contains(now) { return }
            // A screen explored already is only passed through.
            if depth < limits.depth, !exhausted.contains(now) { explore(depth: depth + 1) }
            now = ScreenState(window: window).key
            if now == key { continue }
            if path.dropLast().contains(now) { return }
            // Lost: this screen's other actions wait for the pending screens' pass in `run`.
            if !goBack(to: key) { return }
        }
    }

    /// Gets to the end of `route`: from a screen on it when the tour stands on one (or can come
    /// back to one), playing the rest of it.
    private func navigate(along route: [(from: String, signature: String)]) -> Bool {
        let here = ScreenState(window: window).key
        if let index = route.lastIndex(where: { $0.from == here }) { return replay(Array(route[index...])) }
        for index in route.indices.reversed() where goBack(to: route[index].from) {
            return replay(Array(route[index...]))
        }
        return false
    }

    /// Plays the actions of `route` from the screen it starts on; true when each found its
    /// action and led where it did before.
    private func replay(_ route: [(from: String, signature: String)]) -> Bool {
        for (from, signature) in route {
            guard isWithinLimits, ScreenState(window: window).key == from,
                let action = ActionFinder(window: window, sampleText: sampleText).actions().first(where: {
                    $0.signature == signature
                })
            else { return false }
            play(action, note: "again: ")
        }
        return true
    }

    /// Plays `action` as a person's taps and keys, then records what it led to.
    private func play(_ action: TourAction, note: String = "") {
        let before = ScreenState(window: window)
        switch action.target {
        case .tap(let view, let point, let text):
            tap(view, at: point)
            if let text {
                UIEventInjector.shared.type(text)
                settle()
            }
        case .row(let table, let indexPath):
            table.scrollToRow(at: indexPath, at: .none, animated: false)
            table.layoutIfNeeded()
            if let cell = table.cellForRow(at: indexPath) { tap(cell, at: nil) }
        case .item(let collection, let indexPath):
            collection.scrollToItem(at: indexPath, at: [], animated: false)
            collection.layoutIfNeeded()
            if let cell = collection.cellForItem(at: indexPath) { tap(cell, at: nil) }
        case .swipe(let view, let forward, let y):
            swipe(view, forward: forward, atY: y)
        }
        step(from: before, note + action.description)
    }

    private func tap(_ view: UIView, at point: CGPoint?) {
        guard view.window === window else { return }
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let location = view.convert(local, to: window)
        UIEventInjector.shared.touchDown(at: location, in: window)
        UIEventInjector.shared.touchUp(at: location)
        settle()
    }

    /// A finger across `view` at height `y`, from one side to the other over a sixth of a second
    /// of the app's clock: toward the leading edge for the next page.
    private func swipe(_ view: UIView, forward: Bool, atY y: CGFloat) {
        guard view.window === window else { return }
        let from = view.convert(CGPoint(x: view.bounds.width * (forward ? 0.85 : 0.15), y: y), to: window)
        let to = view.convert(CGPoint(x: view.bounds.width * (forward ? 0.15 : 0.85), y: y), to: window)
        UIEventInjector.shared.touchDown(at: from, in: window)
        let moves = 10
        for index in 1...moves {
            UIApplication.shared.advance(by: 1.0 / 60)
            let t = CGFloat(index) / CGFloat(moves)
            UIEventInjector.shared.touchMoved(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y))
        }
        UIEventInjector.shared.touchUp(at: to)
        settle()
    }

    /// Runs deferred work and every animation to its end; a screen a person waits for.
    private func settle() {
        UIApplication.shared.runUntilIdle()
    }

    /// Records a step and the screen it led to.
    private func step(from before: ScreenState, _ description: String) {
        let after = ScreenState(window: window)
        let number = report.steps.count + 1
        let outcome: String
        if after.key == before.key {
            outcome = "same screen"
        } else if let known = screenNumbers[after.key] {
            outcome = "screen \(known)"
        } else {
            outcome = "new screen \(report.screens.count + 1)"
        }
        report.steps.append(
            .init(number: number, screen: screenNumbers[before.key] ?? 0, action: description, outcome: outcome))
        if screenNumbers[after.key] == nil {
            record(after, in: window)
            if let playing, let route = routes[playing.from] { routes[after.key] = route + [playing] }
        }
        save()
    }

    // MARK: Coming back

    /// Back to the screen `key` names, as a person would: the alert's cancel button, the back
    /// button, a presented screen's Cancel or Done, the tab that was showing, or a dismissal
    /// (as a swipe down dismisses a sheet). True when it is on screen again.
    private func goBack(to key: String) -> Bool {
        for _ in 0..<8 {
            let state = ScreenState(window: window)
            if state.key == key { return true }
            guard isWithinLimits else { return false }
            if let alert = state.topPresented as? UIAlertController {
                let action = alert.actions.first { $0.style == .cancel } ?? alert.actions.first
                if let title = action?.title,
                    let button = window.descendants.first(where: {
                        ($0 as? UIControl)?.accessibilityIdentifier == title
                            && ActionFinder(window: window, sampleText: "").reaches($0)
                    })
                {
                    tap(button, at: nil)
                    step(from: state, "back: tap “\(title)” in the alert")
                    continue
                }
            }
            if let top = state.topController, let navigation = top.navigationController,
                navigation.viewControllers.count > 1, navigation.topViewController === top,
                !navigation.navigationBar.backButton.isHidden,
                ActionFinder(window: window, sampleText: "").reaches(navigation.navigationBar.backButton)
            {
                tap(navigation.navigationBar.backButton, at: nil)
                step(from: state, "back: the back button")
                continue
            }
            if let presented = state.topPresented {
                if let (bar, frame, title) = dismissingBarItem(in: presented) {
                    tap(bar, at: CGPoint(x: frame.midX, y: frame.midY))
                    step(from: state, "back: tap the bar button “\(title)”")
                    if ScreenState(window: window).key != state.key { continue }
                }
                presented.presentingViewController?.dismiss(animated: true)
                settle()
                step(from: state, "back: dismiss the presented screen (as a swipe down does)")
                continue
            }
            if let pages = ActionFinder(window: window, sampleText: "").pageViewControllers().first,
                let shown = pages.viewControllers?.first, !key.contains(ScreenState.descriptor(shown)),
                state.controllers.contains(where: { $0 === pages })
            {
                swipe(
                    pages.view, forward: false,
                    atY: ActionFinder(window: window, sampleText: "").swipeHeight(in: pages.view)
                        ?? pages.view.bounds.midY)
                step(from: state, "back: swipe to the previous page")
                continue
            }
            if let tabs = state.controllers.first(where: { $0 is UITabBarController }) as? UITabBarController,
                let wanted = tabIndex(in: key, of: tabs), wanted != tabs.selectedIndex,
                tabs.tabBar.itemButtons.indices.contains(wanted)
            {
                tap(tabs.tabBar.itemButtons[wanted], at: nil)
                step(from: state, "back: the tab that was showing")
                continue
            }
            break
        }
        return ScreenState(window: window).key == key
    }

    /// A Cancel, Done, Close or Save item on a bar of the presented screen.
    private func dismissingBarItem(in presented: UIViewController) -> (UIView, CGRect, String)? {
        guard presented.isViewLoaded else { return nil }
        let finder = ActionFinder(window: window, sampleText: "")
        for bar in presented.view.descendants.compactMap({ $0 as? UINavigationBar }) {
            let items = bar.buttonItemFrames.filter { entry in
                entry.item.isEnabled
                    && (TourAction.isDismissing(ActionFinder.title(of: entry.item))
                        || [.cancel, .done, .close].contains(entry.item.madeAsSystemItem))
            }
            // Cancel before Done and Save: coming back should change the least.
            let ordered = items.sorted { a, _ in
                a.item.madeAsSystemItem == .cancel || ActionFinder.title(of: a.item).lowercased() == "cancel"
            }
            if let (item, frame) = ordered.first(where: {
                finder.reaches(bar, at: CGPoint(x: $0.frame.midX, y: $0.frame.midY))
            }) {
                return (bar, frame, ActionFinder.title(of: item))
            }
        }
        return nil
    }

    /// The tab index `tabs` had selected on the screen `key` names, read from which of its
    /// children the key shows.
    private func tabIndex(in key: String, of tabs: UITabBarController) -> Int? {
        let parts = key.components(separatedBy: " > ")
        guard let at = parts.firstIndex(of: ScreenState.descriptor(tabs)), parts.indices.contains(at + 1) else {
            return nil
        }
        return tabs.viewControllers?.firstIndex { ScreenState.descriptor($0) == parts[at + 1] }
    }

    // MARK: Recording

    private func record(
        _ state: ScreenState, in window: UIWindow, named name: String? = nil, image: RenderedImage? = nil
    ) {
        let number = report.screens.count + 1
        screenNumbers[state.key] = number
        for scene in state.scenes { reachedScenes.insert("\(scene.storyboard)#\(scene.id)") }
        let title = name ?? state.title
        let slug = (title ?? state.topController.map { String(describing: type(of: $0)) } ?? "screen")
            .lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let picture = String(format: "%02d-", number) + String(slug.prefix(40)) + ".png"
        var written: String?
        if let data = (image ?? CairoRenderer.render(window, scale: 2))?.pngData(),
            (try? data.write(to: folder.appendingPathComponent(picture))) != nil
        {
            written = picture
        }
        report.screens.append(
            .init(
                number: number, key: state.key, title: title,
                controllers: state.controllers.map { String(describing: type(of: $0)) },
                scenes: state.scenes, picture: written, reachedAtStep: report.steps.count,
                xcodeFrames: compareWithXcode(state, in: window, picture: picture)))
    }

    /// Counts the storyboards' scenes and lists those never on screen, with why.
    private func accountForScenes() {
        let catalog = SceneCatalog(
            launchStoryboard: StoryboardTooling.appInfoDictionary()["UILaunchStoryboardName"] as? String)
        report.scenesInStoryboards = catalog.entries.count
        report.unreachedScenes = []
        var reached = 0
        for entry in catalog.entries {
            let id = "\(entry.reference.storyboard)#\(entry.reference.id)"
            // A container made during the tour whose child was on screen was reached, though a
            // collapsed split view shows a detail navigation controller's stack on its primary's.
            if reachedScenes.contains(id)
                || (Self.madeScenes.contains(id) && entry.relationshipChildren.contains(where: reachedScenes.contains))
            {
                reached += 1
                continue
            }
            let reason: String
            if !entry.isReachableInFile {
                reason =
                    "nothing leads to it: no segue arrives, it is no storyboard's entry and has no storyboard ID for code to make it by"
            } else if let stopped = report.stoppedBecause {
                reason = "not reached before the tour stopped: \(stopped)"
            } else if !entry.arrivals.isEmpty, entry.arrivals.allSatisfy({ $0.hasPrefix("code in") }) {
                reason =
                    "reached only by segues " + entry.arrivals.joined(separator: ", or ")
                    + " performs, which none of the tour's taps ran (a list's rows that perform them may have been empty)"
            } else if !entry.arrivals.isEmpty {
                reason =
                    "reached only from " + entry.arrivals.joined(separator: ", or ")
                    + ", which the tour did not find on the screens it reached (an empty list shows no cells)"
            } else {
                reason = "made by identifier in code that none of the tour's taps ran"
            }
            report.unreachedScenes.append(.init(scene: entry.reference, reason: reason))
        }
        report.scenesReached = reached
    }

    func save() {
        try? report.write(to: reportURL)
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var descendants: [UIView] {
        subviews.flatMap { [$0] + $0.descendants }
    }
}
