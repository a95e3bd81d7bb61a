import Foundation

/// What decoding a file gives: the document, if the file could be read as one, and everything
/// worth saying about it.
public struct DecodeResult: Sendable {
    public var document: InterfaceDocument?
    public var diagnostics: [StoryboardDiagnostic]

    public var errors: [StoryboardDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Decodes `.storyboard` and `.xib` files. Bad input ends in diagnostics with file, line and
/// column, never in a crash; a document for another platform is refused with one.
public struct StoryboardDecoder: Sendable {
    public var limits: DecoderLimits

    public init(limits: DecoderLimits = .standard) {
        self.limits = limits
    }

    public func decode(contentsOf url: URL) -> DecodeResult {
        let file = url.path
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int else {
            return DecodeResult(
                document: nil,
                diagnostics: [
                    StoryboardDiagnostic(
                        .error, SourceLocation(file: file, line: 1, column: 1), "the file cannot be read")
                ])
        }
        guard size <= limits.maximumFileSize else {
            return DecodeResult(
                document: nil,
                diagnostics: [
                    StoryboardDiagnostic(
                        .error, SourceLocation(file: file, line: 1, column: 1),
                        "the file is \(size) bytes; documents larger than \(limits.maximumFileSize) bytes are refused")
                ])
        }
        guard let data = try? Data(contentsOf: url) else {
            return DecodeResult(
                document: nil,
                diagnostics: [
                    StoryboardDiagnostic(
                        .error, SourceLocation(file: file, line: 1, column: 1), "the file cannot be read")
                ])
        }
        return decode(data, file: file)
    }

    public func decode(_ data: Data, file: String) -> DecodeResult {
        let (root, readDiagnostics) = XMLTreeReader(file: file, limits: limits).read(data)
        guard let root else { return DecodeResult(document: nil, diagnostics: readDiagnostics) }
        guard root.name == "document" else {
            return DecodeResult(
                document: nil,
                diagnostics: readDiagnostics + [
                    StoryboardDiagnostic(
                        .error, root.location, "the root element is <\(root.name)>, not an Interface Builder <document>"
                    )
                ])
        }
        let document = InterfaceDocument(root: root, file: file)
        guard document.targetRuntime.isUIKit else {
            let runtime = root["targetRuntime"] ?? "none"
            let platform =
                document.targetRuntime == .macOS
                ? "macOS (AppKit)" : document.targetRuntime == .watchOS ? "watchOS (WatchKit)" : "another platform"
            return DecodeResult(
                document: nil,
                diagnostics: readDiagnostics + [
                    StoryboardDiagnostic(
                        .error, root.location,
                        "this document is for \(platform) (targetRuntime=\"\(runtime)\"); only iOS and tvOS (UIKit) documents load"
                    )
                ])
        }
        return DecodeResult(
            document: document, diagnostics: readDiagnostics + DocumentValidator(document).diagnostics())
    }
}
