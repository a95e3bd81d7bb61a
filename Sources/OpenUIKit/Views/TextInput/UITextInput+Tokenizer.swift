import Foundation

extension UITextView {
    /// The tokenizer that finds word, sentence and paragraph boundaries in the view's text.
    public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}

extension UITextField {
    /// The tokenizer that finds word, sentence and paragraph boundaries in the field's text.
    public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}
