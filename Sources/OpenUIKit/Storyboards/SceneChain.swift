/// The scenes a controller being made sits inside through embed and relationship segues,
/// outermost first. A scene's controller keeps its own chain (`StoryboardSceneContext.ancestry`),
/// so its embeds, which fire later, when its view loads, know it too. A segue whose destination
/// is already in the chain is a cycle, which would make controllers without end: Xcode refuses to
/// build such a file, but a storyboard is untrusted input, so the segue is refused instead.
@MainActor
enum SceneChain {
    static var current: [String] = []

    /// A scene by its file (or storyboard name) and controller id: references to one file load
    /// it into storyboards of their own.
    static func key(storyboard: UIStoryboard, id: String) -> String {
        "\(storyboard.fileURL?.standardizedFileURL.path ?? storyboard.name)#\(id)"
    }

    static func key(of scene: StoryboardSceneContext) -> String {
        key(storyboard: scene.storyboard, id: scene.object.id)
    }

    /// `body` run with `chain` as the current chain.
    static func within<Result>(_ chain: [String], _ body: () -> Result) -> Result {
        let saved = current
        current = chain
        defer { current = saved }
        return body()
    }
}
