/// The scenes whose embed segues are running, outermost first: an embed whose child is one of
/// them is a cycle.
@MainActor
enum EmbedChain {
    static var loading: [String] = []

    /// A scene by its file (or storyboard name) and controller id: references to one file load
    /// it into storyboards of their own.
    static func key(of scene: StoryboardSceneContext) -> String {
        "\(scene.storyboard.fileURL?.standardizedFileURL.path ?? scene.storyboard.name)#\(scene.object.id)"
    }
}
