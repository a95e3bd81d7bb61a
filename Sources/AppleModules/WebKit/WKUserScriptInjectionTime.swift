/// When a user script runs in a document.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the document's own scripts, once its global object exists.
    case atDocumentStart = 0
    /// Once the document is parsed (`DOMContentLoaded`), before its images load.
    case atDocumentEnd = 1
}
