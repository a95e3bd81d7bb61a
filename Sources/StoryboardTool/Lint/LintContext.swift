import StoryboardDocument

/// What a rule sees of one file: the file as the inputs hold it, its document and index, the
/// other files of its bundle (for references), and the app's Swift sources when given.
struct LintContext {
    let file: StoryboardInputs.File
    let document: InterfaceDocument
    let index: DocumentIndex
    let inputs: StoryboardInputs
    let sources: SwiftSourceIndex?

    var path: String { file.path }
    var isStoryboard: Bool { document.format == .storyboard }
}
