import Foundation
import StoryboardDocument

/// Performing a scene's segues (S-1 to S-12): the destination is made (or, for an unwind,
/// found), the segue object created, the source prepared, and the segue performed.
extension UIViewController {
    /// Whether this controller's scene has a segue `performSegue(withIdentifier:sender:)` can run:
    /// a renderer following a path of segues asks which controller on screen owns the next one.
    @_spi(Rendering) public func hasStoryboardSegue(withIdentifier identifier: String) -> Bool {
        storyboardScene?.object.segues.contains { $0.identifier == identifier && !$0.kind.isRelationship } ?? false
    }

    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let scene = storyboardScene,
            let template = scene.object.segues.first(where: { $0.identifier == identifier && !$0.kind.isRelationship })
        else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Receiver (\(objectDescription(self))) has no segue with identifier '\(identifier)'")
            return
        }
        if case .embed = template.kind {
            runEmbed(template, scene: scene)
            return
        }
        runSegue(template, sender: sender)
    }

    /// A segue a control, cell, bar item or gesture fired: the source may veto it (S-2).
    func triggerSegue(_ template: Segue, sender: Any?) {
        let identifier = template.identifier ?? ""
        let allowed = shouldPerformSegue(withIdentifier: identifier, sender: sender)
        LifecycleTrace.record(self, "shouldPerformSegue(withIdentifier: \(identifier)) → \(allowed)")
        guard allowed else { return }
        runSegue(template, sender: sender)
    }

    func runSegue(_ template: Segue, sender: Any?) {
        if case .unwind(let action) = template.kind {
            performUnwind(action: Selector(action), identifier: template.identifier, sender: sender)
            return
        }
        guard let destination = makeDestination(of: template, sender: sender) else { return }
        let segue = makeSegue(template, destination: destination)
        recordPrepare(segue)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// A new destination (S-1 step 1): through the source's `@IBSegueAction` when the segue
    /// names one, else from the storyboard.
    func makeDestination(of template: Segue, sender: Any?) -> UIViewController? {
        guard let storyboard = storyboardScene?.storyboard else { return nil }
        UIStoryboard.segueSources.append((self, sender))
        defer { UIStoryboard.segueSources.removeLast() }
        if let customClass = template.customClass,
            let swap = StoryboardClasses.lookUp(
                customClass, module: template.customModule,
                inAppTarget: template.customModuleProvider == "target", as: ContainerSwapSegue.self),
            swap.reusesDestinations,
            let kept = ContainerSwapSegue.keptDestination(for: self, scene: template.destination)
        {
            return kept
        }
        if let selector = template.destinationCreationSelector, !selector.isEmpty {
            guard let action = cachedStoryboardConnections.segueActions[selector] else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.invalidArgument,
                    "\(objectDescription(self)) has no segue action '\(selector)' (\(template.location))")
                return nil
            }
            return storyboard.makeController(id: template.destination) { [weak self] coder in
                guard let self else { return nil }
                return action(self, coder, sender, template.identifier)
            }
        }
        return storyboard.makeController(id: template.destination, creator: nil)
    }

    /// The segue object for a kind: a custom class when the segue names one, else a segue that
    /// performs the kind's transition.
    private func makeSegue(_ template: Segue, destination: UIViewController) -> UIStoryboardSegue {
        if let customClass = template.customClass, !customClass.isEmpty {
            if let type = StoryboardClasses.lookUp(
                customClass, module: template.customModule,
                inAppTarget: template.customModuleProvider == "target", as: UIStoryboardSegue.self)
            {
                return type.init(identifier: template.identifier, source: self, destination: destination)
            }
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Unknown class \(customClass) in Interface Builder file. (\(template.location))")
        }
        let animated = template.animates
        let presentationStyle = template.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:))
        let transitionStyle = template.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(storyboardName:))
        let anchorID = template.popoverAnchorView ?? template.popoverAnchorBarButtonItem
        return UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) {
            [weak self] in
            guard let self else { return }
            switch template.kind {
            case .show:
                self.show(destination, sender: self)
            case .showDetail, .replace:
                self.showDetailViewController(destination, sender: self)
            case .push:
                // The pre-iOS 8 push needs a navigation controller, as it did then.
                self.navigationController?.pushViewController(destination, animated: animated)
            case .presentation, .modal, .popoverPresentation, .popover:
                if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
                if let transitionStyle { destination.modalTransitionStyle = transitionStyle }
                if template.kind == .popoverPresentation || template.kind == .popover {
                    destination.modalPresentationStyle = .popover
                    let anchor = anchorID.flatMap { self.storyboardScene?.objects[$0] }
                    if let popover = destination.popoverPresentationController {
                        if let view = anchor as? UIView {
                            popover.sourceView = view
                            popover.sourceRect = view.bounds
                        } else if let item = anchor as? UIBarButtonItem {
                            popover.barButtonItem = item
                        } else {
                            popover.sourceView = self.viewIfLoaded
                        }
                    }
                }
                self.present(destination, animated: animated, completion: nil)
            default:
                UIKitDiagnostics.report(
                    UIKitDiagnostic.warning,
                    "A \(template.kind.name) segue cannot be performed (\(template.location))")
            }
        }
    }
}

extension Segue.Kind {
    var isRelationship: Bool {
        if case .relationship = self { return true }
        return false
    }
}
