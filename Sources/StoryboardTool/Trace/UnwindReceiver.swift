/// A scene whose controller answers unwind actions in a trace (`--receiver`).
///
/// An exit segue names only its action (`unwindToRoot:`); which class declares the action is in
/// the app's code, not in the storyboard, and UIKit finds the destination by asking each
/// controller on the way up whether it responds. With the custom classes absent nothing would,
/// so the user says which scene's controller does: `Root` (every unwind action of the
/// storyboards) or `Root=unwindToRoot:,cancel:`. A scene is named by its custom class, its
/// storyboard identifier or its controller's element id.
public struct UnwindReceiver: Equatable, Sendable {
    public var scene: String
    /// The actions it answers; empty means every unwind action the storyboards name.
    public var actions: [String]

    public init?(_ text: String) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let scene = String(parts[0])
        guard !scene.isEmpty else { return nil }
        self.scene = scene
        actions = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
        if parts.count > 1, actions.isEmpty { return nil }
    }

    /// Whether this names the scene of `customClass`, `identifier` or element `id`.
    func matches(customClass: String?, identifier: String?, id: String) -> Bool {
        scene == customClass || scene == identifier || scene == id
    }
}
