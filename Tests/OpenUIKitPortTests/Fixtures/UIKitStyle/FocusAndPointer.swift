import UIKit

/// A card an iPad app makes focusable and hoverable: it takes keyboard focus, lifts under the
/// pointer, shows a tool tip, and answers Pencil double taps.
class CardView: UIView, UIPointerInteractionDelegate, UIPencilInteractionDelegate, UIGestureRecognizerDelegate {
    override var canBecomeFocused: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        focusEffect = UIFocusHaloEffect(roundedRect: bounds, cornerRadius: 12, curve: .continuous)
        hoverStyle = UIHoverStyle(effect: .lift)
        addInteraction(UIPointerInteraction(delegate: self))
        addInteraction(UIToolTipInteraction(defaultToolTip: "Open the card"))
        let pencil = UIPencilInteraction()
        pencil.delegate = self
        addInteraction(pencil)
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        hover.delegate = self
        addGestureRecognizer(hover)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        backgroundColor = gestureRecognizer is UIHoverGestureRecognizer ? .systemGray5 : .systemBackground
        return true
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        coordinator.addCoordinatedAnimations({
            self.transform = self.isFocused ? CGAffineTransform(scaleX: 1.05, y: 1.05) : .identity
        }, completion: nil)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: self)
        return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(bounds, radius: 12))
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        if UIPencilInteraction.preferredTapAction == .switchEraser { alpha = 0.5 }
    }
}

/// A grid of cards in one focus group, with a guide that sends focus to the button below.
class CardGridViewController: UIViewController {
    let cards = (0..<4).map { _ in CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80)) }
    let doneButton = UIButton(type: .system)
    let guide = UIFocusGuide()

    override var preferredFocusEnvironments: [UIFocusEnvironment] { [cards[0]] }

    override func viewDidLoad() {
        super.viewDidLoad()
        let grid = UIView(frame: view.bounds)
        grid.focusGroupIdentifier = "cards"
        view.addSubview(grid)
        for (index, card) in cards.enumerated() {
            card.frame.origin = CGPoint(x: 20 + CGFloat(index % 2) * 140, y: 100 + CGFloat(index / 2) * 100)
            grid.addSubview(card)
        }
        view.addSubview(doneButton)
        view.addLayoutGuide(guide)
        guide.preferredFocusEnvironments = [doneButton]
        _ = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.didUpdateNotification, object: nil, queue: .main
        ) { [weak self] note in
            MainActor.assumeIsolated { self?.focusMoved(note) }
        }
        let band = UIBandSelectionInteraction { [weak self] band in
            guard band.state == .ended, let self else { return }
            for card in self.cards { card.alpha = band.selectionRect.intersects(card.frame) ? 0.8 : 1 }
        }
        view.addInteraction(band)
    }

    func focusMoved(_ note: Notification) {
        guard let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext
        else { return }
        title = context.nextFocusedView == nil ? nil : "Focused"
    }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        context.focusHeading != .previous || context.nextFocusedItem != nil
    }

    func focusFirstCard() {
        if let system = UIFocusSystem.focusSystem(for: self) {
            system.requestFocusUpdate(to: cards[0])
            system.updateFocusIfNeeded()
        }
        _ = UIFocusDebugger.checkFocusability(for: cards[1])
    }
}

/// A button's pointer style as iPad apps give it: a lift effect for a round button, a
/// highlight for the rest.
final class PointerButtons {
    @MainActor
    static func configure(_ button: UIButton, round: Bool) {
        button.isPointerInteractionEnabled = true
        button.pointerStyleProvider = { button, proposedEffect, proposedShape in
            let preview = UITargetedPreview(view: button)
            if round {
                return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(button.frame, radius: button.frame.height / 2))
            }
            return UIPointerStyle(effect: .highlight(proposedEffect.preview), shape: proposedShape)
        }
    }
}
