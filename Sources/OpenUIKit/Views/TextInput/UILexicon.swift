import Foundation

/// Words a custom keyboard may suggest: on iOS the person's text replacements and contacts'
/// names. Linux has neither, so a keyboard's lexicon holds the words learned with
/// `UITextChecker.learnWord(_:)`, each typed as itself.
@preconcurrency @MainActor
open class UILexicon: NSObject, NSCopying {
    /// The lexicon's entries.
    open var entries: [UILexiconEntry] { storedEntries }
    private let storedEntries: [UILexiconEntry]

    init(entries: [UILexiconEntry]) {
        storedEntries = entries
        super.init()
    }

    /// The words learned by `UITextChecker`, in alphabetical order.
    static func supplementary() -> UILexicon {
        UILexicon(entries: UITextChecker.learned.sorted().map { UILexiconEntry(documentText: $0, userInput: $0) })
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One pair of a lexicon: what the person types and what goes into the document.
@preconcurrency @MainActor
open class UILexiconEntry: NSObject, NSCopying {
    /// What goes into the document.
    open var documentText: String { storedDocumentText }
    /// What the person types.
    open var userInput: String { storedUserInput }
    private let storedDocumentText: String
    private let storedUserInput: String

    init(documentText: String, userInput: String) {
        storedDocumentText = documentText
        storedUserInput = userInput
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
