import StoryboardDocument

extension UIKitDiagnostic {
    /// A decoder's finding as UIKit would surface it: an error as the exception a storyboard that
    /// cannot load raises, anything less as a console message. The reason keeps the decoder's
    /// `file:line:column: severity: message`, so it points at the place in the file.
    public init(decoding diagnostic: StoryboardDiagnostic) {
        self.init(
            name: diagnostic.severity == .error ? Self.invalidArgument : Self.warning, reason: diagnostic.description)
    }
}

extension UIKitDiagnostics {
    /// Reports what decoding a storyboard or xib found, and hands back its document (nil when the
    /// file could not be read). Every path that decodes a file for the app goes through here: the
    /// storyboard by name or URL, the ones references lead to, and nibs.
    @MainActor static func report(_ result: DecodeResult) -> InterfaceDocument? {
        for diagnostic in result.diagnostics { handler(UIKitDiagnostic(decoding: diagnostic)) }
        return result.document
    }
}
