import Foundation

/// What kind of input the person is expected to type with right now. On Linux a hardware
/// keyboard is: there is no Apple Pencil and no dictation, so those are never expected.
@preconcurrency @MainActor
open class UITextInputContext: NSObject {
    /// Whether the person is expected to write with Apple Pencil: never here.
    open var isPencilInputExpected: Bool { false }
    /// Whether the person is expected to dictate: never here.
    open var isDictationInputExpected: Bool { false }
    /// Whether the person is expected to type on a hardware keyboard: always here.
    open var isHardwareKeyboardInputExpected: Bool { true }

    private static let shared = UITextInputContext()

    /// The context of the input under way.
    open class func current() -> UITextInputContext { shared }
}

/// A phrase dictation recognised, with what else it might have been. There is no dictation on
/// Linux, so no text input receives one; an app can still make them for its own use (tests).
@preconcurrency @MainActor
open class UIDictationPhrase: NSObject {
    /// The recognised text.
    open var text: String { storedText }
    /// Other readings of the phrase, when dictation had some.
    open var alternativeInterpretations: [String]? { storedAlternatives }
    private let storedText: String
    private let storedAlternatives: [String]?

    init(text: String, alternativeInterpretations: [String]?) {
        storedText = text
        storedAlternatives = alternativeInterpretations
        super.init()
    }
}
