import Foundation
import StoryboardDocument

/// `parse_error`: a file the decoder cannot read as an Interface Builder document (malformed
/// XML, not a `<document>`, too large); its own diagnostics, with their locations, are the
/// findings. The linter reports these itself, since there is no document to check.
struct ParseErrorRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "parse_error", summary: "Files must decode as Interface Builder documents.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}
    func check(_ context: LintContext, _ findings: inout LintFindings) {}
}

/// `non_ios_document`: a macOS (AppKit) or watchOS (WatchKit) document is not a UIKit one and
/// is not checked; the finding says so instead of the run failing or crashing on it.
struct NonIOSDocumentRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "non_ios_document", summary: "Documents for macOS or watchOS are reported and skipped.",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}
    func check(_ context: LintContext, _ findings: inout LintFindings) {}

    /// Whether the file's `<document>` names a runtime other than iOS or tvOS: the first
    /// `targetRuntime` in its opening bytes.
    static func isOtherPlatform(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        guard let start = head.range(of: "targetRuntime=\"") else { return false }
        let runtime = head[start.upperBound...].prefix { $0 != "\"" }
        return !runtime.hasPrefix("iOS.CocoaTouch") && runtime != "AppleTV"
    }
}
