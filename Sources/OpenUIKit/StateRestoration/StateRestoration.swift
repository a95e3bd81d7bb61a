import Foundation

/// UIKit's state preservation and restoration ("Preserving your app's UI across launches").
///
/// **Preserving**, when the app goes to the background: the delegate is asked
/// (`application(_:shouldSaveSecureApplicationState:)`); each visible window's root controller
/// with a restoration identifier is saved, then, depth first, its children and the controller it
/// presents, each with its path (the identifiers from the root down); a controller without an
/// identifier ends its branch. Views with identifiers in a saved controller's view, and
/// registered objects whose parent was saved, follow. The delegate encodes first
/// (`application(_:willEncodeRestorableStateWith:)`), then every object.
///
/// **Restoring**, at the next launch after `willFinishLaunching`: if the delegate agrees
/// (`application(_:shouldRestoreSecureApplicationState:)`), each saved controller is found as
/// UIKit finds it: by its restoration class (nil leaves it out); else by the app delegate
/// (`application(_:viewControllerWithRestorationIdentifierPath:coder:)`); else the controller
/// already made at launch with the same path; else its storyboard, by its storyboard
/// identifier. A controller whose parent was not restored is not either. Navigation and tab bar
/// controllers get back their restored children (and the selected tab); then every controller
/// decodes its state, parents first, and the delegate hears
/// `application(_:didDecodeRestorableStateWith:)`. Once the window shows, restored
/// presentations are made again (not animated), views decode their state (their controller's
/// view is loaded for it), and every restored controller and object hears
/// `applicationFinishedRestoringState()`: after `didFinishLaunching` here, since presenting needs
/// the window on screen, which an app without a storyboard makes visible in that method.
///
/// A marker file stands beside the archive while a restoration runs (and until the last
/// `completeStateRestoration()`): found at launch, it means the last restoration crashed, and the
/// saved state is discarded, as UIKit discards it.
@MainActor
final class StateRestoration {
    private let archive: StateRestorationArchive
    private let directory: URL
    private var restored: [[String]: AnyObject] = [:]
    private var coders: [[String]: StateRestorationCoder] = [:]
    private var storyboards: [String: UIStoryboard] = [:]

    private init(archive: StateRestorationArchive, directory: URL) {
        self.archive = archive
        self.directory = directory
    }

    // MARK: Preserving

    /// Saves the app's state, if the delegate wants it saved; with none, removes what was saved.
    static func preserve(_ application: UIApplication) {
        guard let directory = application.savedStateDirectory, let delegate = application.delegate else { return }
        var paths: [ObjectIdentifier: [String]] = [:]
        let appCoder = StateRestorationCoder(pathOf: { paths[ObjectIdentifier($0)] })
        appCoder.encode(
            Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1",
            forKey: UIApplication.stateRestorationBundleVersionKey)
        appCoder.encode(UIDevice.current.systemVersion, forKey: UIApplication.stateRestorationSystemVersionKey)
        appCoder.encode(Date(), forKey: UIApplication.stateRestorationTimestampKey)
        appCoder.encode(
            UIDevice.current.userInterfaceIdiom.rawValue, forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
        let file = directory.appendingPathComponent(StateRestorationArchive.fileName)
        guard
            delegate.application(application, shouldSaveSecureApplicationState: appCoder)
                || delegate.application(application, shouldSaveApplicationState: appCoder)
        else {
            try? FileManager.default.removeItem(at: file)
            return
        }

        var found: [(record: StateRestorationArchive.Record, object: AnyObject)] = []
        func add(_ object: AnyObject, _ record: StateRestorationArchive.Record) {
            guard paths.values.contains(record.path) == false else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.warning,
                    "[State Restoration] Two objects have the restoration path \(record.path.joined(separator: "/")); only the first is saved."
                )
                return
            }
            paths[ObjectIdentifier(object)] = record.path
            found.append((record, object))
        }
        func walk(_ controller: UIViewController, under parent: [String], relation: StateRestorationArchive.Relation?) {
            guard let identifier = controller.restorationIdentifier else { return }
            let path = parent + [identifier]
            let scene = controller.storyboardScene
            add(
                controller,
                StateRestorationArchive.Record(
                    path: path, kind: .controller, className: String(reflecting: type(of: controller)),
                    restorationClassName: controller.restorationClass.map { String(reflecting: $0) },
                    storyboardName: scene?.storyboard.name, storyboardIdentifier: scene?.object.storyboardIdentifier,
                    relation: relation, selectedIndex: (controller as? UITabBarController)?.selectedIndex, state: [:]))
            if let view = controller.viewIfLoaded {
                for restorable in restorableViews(in: view, of: controller) {
                    add(
                        restorable,
                        StateRestorationArchive.Record(
                            path: path + [restorable.restorationIdentifier ?? ""], kind: .view,
                            className: String(reflecting: type(of: restorable)), state: [:]))
                }
            }
            for child in controller.childList { walk(child, under: path, relation: .child) }
            if let presented = controller.presentedStorage, presented.presentingStorage === controller {
                walk(presented, under: path, relation: .presented)
            }
        }
        for window in application.windows where !window.isHidden {
            if let root = window.rootViewController { walk(root, under: [], relation: nil) }
        }
        // Registered objects whose parent has a path, until no more are added.
        var pending = application.restorationObjects.filter { $0.object != nil }
        var progressed = true
        while progressed {
            progressed = false
            pending.removeAll { entry in
                guard let object = entry.object else { return true }
                var parentPath: [String] = []
                if let parent = object.restorationParent {
                    guard let known = paths[ObjectIdentifier(parent)] else { return false }
                    parentPath = known
                }
                add(
                    object,
                    StateRestorationArchive.Record(
                        path: parentPath + [entry.identifier], kind: .object,
                        className: String(reflecting: type(of: object)),
                        restorationClassName: object.objectRestorationClass.map { String(reflecting: $0) }, state: [:]))
                progressed = true
                return true
            }
        }

        delegate.application(application, willEncodeRestorableStateWith: appCoder)
        var records: [StateRestorationArchive.Record] = []
        for (record, object) in found {
            let coder = StateRestorationCoder(pathOf: { paths[ObjectIdentifier($0)] })
            switch object {
            case let controller as UIViewController: controller.encodeRestorableState(with: coder)
            case let view as UIView: view.encodeRestorableState(with: coder)
            case let restorable as any UIStateRestoring: restorable.encodeRestorableState(with: coder)
            default: break
            }
            var saved = record
            saved.state = coder.values
            records.append(saved)
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try StateRestorationArchive(application: appCoder.values, records: records).data()
                .write(to: file, options: .atomic)
        } catch {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[State Restoration] The app's state could not be saved at \(file.path): \(error)")
        }
    }

    /// The views with restoration identifiers in `view`'s tree that belong to `controller`, not
    /// to a child controller's view.
    private static func restorableViews(in view: UIView, of controller: UIViewController) -> [UIView] {
        var views: [UIView] = []
        func visit(_ view: UIView) {
            if view.restorationIdentifier != nil { views.append(view) }
            for subview in view.subviews {
                if let owner = subview.next as? UIViewController, owner !== controller { continue }
                visit(subview)
            }
        }
        visit(view)
        return views
    }

    // MARK: Restoring

    /// The first half of a restoration, before `didFinishLaunching`: reads the archive, asks the
    /// delegate, finds the controllers and objects and decodes them. Keeps the restoration in
    /// `pendingRestoration` for `finish(_:)`.
    static func begin(_ application: UIApplication) {
        guard application.pendingRestoration == nil, let directory = application.savedStateDirectory,
            let delegate = application.delegate
        else { return }
        let file = directory.appendingPathComponent(StateRestorationArchive.fileName)
        let marker = directory.appendingPathComponent(StateRestorationArchive.restoringMarker)
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: marker.path) {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[State Restoration] The last restoration did not finish; the saved state at \(file.path) is discarded."
            )
            try? fileManager.removeItem(at: file)
            try? fileManager.removeItem(at: marker)
            return
        }
        guard let data = fileManager.contents(atPath: file.path) else { return }
        let archive: StateRestorationArchive
        switch StateRestorationArchive.read(data) {
        case .success(let read):
            archive = read
        case .failure(let error):
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[State Restoration] The saved state at \(file.path) is not readable (\(error.reason)); it is discarded."
            )
            try? fileManager.removeItem(at: file)
            return
        }
        let restoration = StateRestoration(archive: archive, directory: directory)
        let appCoder = StateRestorationCoder(
            values: archive.application,
            objectAt: { [unowned restoration] in
                restoration.restored[$0]
            })
        guard
            delegate.application(application, shouldRestoreSecureApplicationState: appCoder)
                || delegate.application(application, shouldRestoreApplicationState: appCoder)
        else { return }
        _ = fileManager.createFile(atPath: marker.path, contents: Data())
        application.pendingRestoration = restoration
        restoration.locate(application, delegate: delegate)
        restoration.reassembleContainers()
        for record in archive.records where record.kind != .view {
            guard let object = restoration.restored[record.path], let coder = restoration.coders[record.path] else {
                continue
            }
            if let controller = object as? UIViewController {
                controller.decodeRestorableState(with: coder)
            } else if let restorable = object as? any UIStateRestoring {
                restorable.decodeRestorableState(with: coder)
            }
        }
        delegate.application(application, didDecodeRestorableStateWith: appCoder)
    }

    /// The second half, once the interface shows: presentations, views' state, and
    /// `applicationFinishedRestoringState()` on everything restored.
    static func finish(_ application: UIApplication) {
        guard let restoration = application.pendingRestoration else { return }
        restoration.presentAndFinish()
        restoration.finished = true
        finishIfComplete(application)
    }

    private var finished = false

    /// Removes the marker once the restoration and every extension of it are done.
    static func finishIfComplete(_ application: UIApplication) {
        guard let restoration = application.pendingRestoration, restoration.finished,
            application.restorationExtensions == 0
        else { return }
        try? FileManager.default.removeItem(
            at: restoration.directory.appendingPathComponent(StateRestorationArchive.restoringMarker))
        application.pendingRestoration = nil
    }

    private func coder(for record: StateRestorationArchive.Record) -> StateRestorationCoder {
        let coder = StateRestorationCoder(values: record.state, objectAt: { [unowned self] in restored[$0] })
        coders[record.path] = coder
        return coder
    }

    /// Finds every saved controller and object, in the order UIKit asks.
    private func locate(_ application: UIApplication, delegate: any UIApplicationDelegate) {
        var existing: [[String]: UIViewController] = [:]
        func walk(_ controller: UIViewController, under parent: [String]) {
            guard let identifier = controller.restorationIdentifier else { return }
            let path = parent + [identifier]
            existing[path] = existing[path] ?? controller
            for child in controller.childList { walk(child, under: path) }
            if let presented = controller.presentedStorage { walk(presented, under: path) }
        }
        // The windows of this launch: the delegate's, its scenes', and those on screen (not yet
        // shown at this point, a launch's windows are not visible; hidden ones are gone).
        var roots = delegate.window?.rootViewController.map { [$0] } ?? []
        for scene in application.sceneList {
            if let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController {
                roots.append(root)
            }
        }
        roots += application.windows.filter { !$0.isHidden }.compactMap(\.rootViewController)
        for root in roots { walk(root, under: []) }

        for record in archive.records where record.kind != .view {
            if let parent = record.parentPath, restored[parent] == nil { continue }
            let coder = coder(for: record)
            switch record.kind {
            case .controller:
                if let name = record.storyboardName {
                    coder.injected[UIApplication.stateRestorationViewControllerStoryboardKey] = storyboard(
                        named: name, bundle: application.launchBundle)
                }
                guard let controller = controller(for: record, coder: coder, existing: existing, delegate: delegate)
                else { continue }
                if controller.restorationIdentifier == nil { controller.restorationIdentifier = record.path.last }
                restored[record.path] = controller
            case .object:
                let made: (any UIStateRestoring)?
                if let name = record.restorationClassName {
                    let type = ApplicationInfo.lookUpClass(name) as? any UIObjectRestoration.Type
                    made = type?.object(withRestorationIdentifierPath: record.path, coder: coder)
                } else {
                    made =
                        application.restorationObjects.first { entry in
                            guard let object = entry.object else { return false }
                            return restoredPath(of: object.restorationParent).map { $0 + [entry.identifier] }
                                == record.path
                        }?.object
                }
                if let made { restored[record.path] = made }
            case .view:
                break
            }
        }
    }

    /// The path `parent` was restored under: none for a top-level object, nil when it was not
    /// restored.
    private func restoredPath(of parent: (any UIStateRestoring)?) -> [String]? {
        guard let parent else { return [] }
        return restored.first { $0.value === parent }?.key
    }

    private func controller(
        for record: StateRestorationArchive.Record, coder: StateRestorationCoder,
        existing: [[String]: UIViewController], delegate: any UIApplicationDelegate
    ) -> UIViewController? {
        if let name = record.restorationClassName {
            guard let type = ApplicationInfo.lookUpClass(name) as? any UIViewControllerRestoration.Type else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.warning,
                    "[State Restoration] No restoration class named \(name) is loaded; \(record.path.joined(separator: "/")) is not restored."
                )
                return nil
            }
            return type.viewController(withRestorationIdentifierPath: record.path, coder: coder)
        }
        if let made = delegate.application(
            UIApplication.shared, viewControllerWithRestorationIdentifierPath: record.path, coder: coder)
        {
            return made
        }
        if let found = existing[record.path] { return found }
        if let name = record.storyboardName, let identifier = record.storyboardIdentifier,
            let storyboard = storyboards[name], storyboard.idsByIdentifier[identifier] != nil
        {
            return storyboard.instantiateViewController(withIdentifier: identifier)
        }
        return nil
    }

    private func storyboard(named name: String, bundle: Bundle?) -> UIStoryboard? {
        if let known = storyboards[name] { return known }
        guard StoryboardFiles.find(name: name, bundle: bundle) != nil else { return nil }
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        storyboards[name] = storyboard
        return storyboard
    }

    /// Navigation and tab bar controllers take back their restored children in their saved
    /// order (a navigation controller its stack, a tab bar controller its tabs and selection).
    private func reassembleContainers() {
        for record in archive.records where record.kind == .controller {
            guard let container = restored[record.path] as? UIViewController else { continue }
            let children = archive.records.compactMap { child -> UIViewController? in
                guard child.kind == .controller, child.relation == .child, child.parentPath == record.path else {
                    return nil
                }
                return restored[child.path] as? UIViewController
            }
            if let navigation = container as? UINavigationController, !children.isEmpty,
                !navigation.viewControllers.elementsEqual(children, by: ===)
            {
                navigation.setViewControllers(children, animated: false)
            } else if let tabs = container as? UITabBarController {
                if !children.isEmpty, !(tabs.viewControllers ?? []).elementsEqual(children, by: ===) {
                    tabs.setViewControllers(children, animated: false)
                }
                if let index = record.selectedIndex, index >= 0, index < (tabs.viewControllers?.count ?? 0) {
                    tabs.selectedIndex = index
                }
            }
        }
    }

    private func presentAndFinish() {
        for record in archive.records where record.kind == .controller && record.relation == .presented {
            guard let parentPath = record.parentPath, let presenter = restored[parentPath] as? UIViewController,
                let presented = restored[record.path] as? UIViewController, presenter.presentedStorage == nil,
                presented.presentingStorage == nil
            else { continue }
            presenter.present(presented, animated: false)
        }
        for record in archive.records where record.kind == .view {
            guard let parentPath = record.parentPath, let controller = restored[parentPath] as? UIViewController,
                let identifier = record.path.last
            else { continue }
            controller.loadViewIfNeeded()
            controller.view.layoutIfNeeded()
            let view = Self.restorableViews(in: controller.view, of: controller).first {
                $0.restorationIdentifier == identifier
            }
            view?.decodeRestorableState(with: coder(for: record))
        }
        for record in archive.records where record.kind != .view {
            switch restored[record.path] {
            case let controller as UIViewController: controller.applicationFinishedRestoringState()
            case let restorable as any UIStateRestoring: restorable.applicationFinishedRestoringState()
            default: break
            }
        }
    }
}
