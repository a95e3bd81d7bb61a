import OpenUIKit

/// `ContainerSwapSegue` with a visible animation: the swap itself (the new child added, the old
/// one told it leaves, `transition(from:to:)`, both told they moved) is the superclass's; this
/// fades the incoming view in over the outgoing one for the length of that transition.
public final class CrossDissolveSwapSegue: ContainerSwapSegue {
    public override func perform() {
        let outgoing = source.children.last { $0 !== destination && $0.viewIfLoaded?.superview != nil }
        super.perform()
        guard let incoming = destination.viewIfLoaded, incoming.superview != nil, let outgoing = outgoing?.viewIfLoaded
        else { return }
        incoming.alpha = 0
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                incoming.alpha = 1
                outgoing.alpha = 0
            },
            completion: { _ in
                outgoing.alpha = 1
            })
    }
}
