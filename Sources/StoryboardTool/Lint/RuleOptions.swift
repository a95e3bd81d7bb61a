import Foundation
import StoryboardDocument
import Yams

/// A rule's entry in `.storyboard-lint.yml` (`view_as_device: {device_id: retina6_1}`), read
/// by key. A value of the wrong shape is a configuration warning and the default stays.
final class RuleOptions {
    private let node: Node?
    private let file: String
    private let rule: String
    private var read: Set<String> = ["severity"]
    private(set) var problems: [LintDiagnostic] = []

    /// Where relative paths in options start: the configuration file's folder.
    let baseDirectory: URL

    init(rule: String, node: Node?, file: String, baseDirectory: URL) {
        self.baseDirectory = baseDirectory
        self.rule = rule
        self.node = node
        self.file = file
    }

    /// No options: every rule's defaults.
    static func none(_ rule: String) -> RuleOptions {
        RuleOptions(
            rule: rule, node: nil, file: "",
            baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    private func value(_ key: String) -> Node? {
        read.insert(key)
        return node?.mapping?[Node(key)]
    }

    func string(_ key: String, default fallback: String) -> String {
        guard let value = value(key) else { return fallback }
        guard let text = value.scalar?.string else {
            complain(value, "'\(key)' should be a string")
            return fallback
        }
        return text
    }

    /// A list of strings; a single string is a list of one.
    func strings(_ key: String, default fallback: [String] = []) -> [String] {
        guard let value = value(key) else { return fallback }
        if let text = value.scalar?.string { return [text] }
        guard let items = value.sequence, items.allSatisfy({ $0.scalar != nil }) else {
            complain(value, "'\(key)' should be a list of strings")
            return fallback
        }
        return items.compactMap { $0.scalar?.string }
    }

    /// A mapping of names to lists of strings (`{label: [TitleLabel, BodyLabel]}`).
    func lists(_ key: String) -> [String: [String]] {
        guard let value = value(key) else { return [:] }
        guard let mapping = value.mapping else {
            complain(value, "'\(key)' should map names to lists of strings")
            return [:]
        }
        var lists: [String: [String]] = [:]
        for (name, entry) in mapping {
            guard let name = name.scalar?.string else { continue }
            if let text = entry.scalar?.string {
                lists[name] = [text]
            } else if let items = entry.sequence {
                lists[name] = items.compactMap { $0.scalar?.string }
            } else {
                complain(entry, "'\(key).\(name)' should be a list of strings")
            }
        }
        return lists
    }

    /// The severity the entry sets (`severity: error`), if any.
    var severity: StoryboardDiagnostic.Severity? {
        guard let value = node?.mapping?[Node("severity")] else { return nil }
        guard let text = value.scalar?.string, let severity = StoryboardDiagnostic.Severity(rawValue: text) else {
            complain(value, "'severity' should be note, warning or error")
            return nil
        }
        return severity
    }

    /// Keys no option of the rule reads, each a warning (probably a misspelling).
    func reportUnread() {
        guard let mapping = node?.mapping else {
            if let node, node.scalar?.string.isEmpty == false || node.sequence != nil {
                complain(node, "the options of '\(rule)' should be a mapping")
            }
            return
        }
        for key in mapping.keys {
            if let name = key.scalar?.string, !read.contains(name) {
                complain(key, "'\(rule)' has no option '\(name)'")
            }
        }
    }

    private func complain(_ node: Node, _ message: String) {
        problems.append(
            LintDiagnostic(
                rule: "configuration", severity: .warning,
                location: LintConfiguration.location(of: node, in: file), message: message))
    }
}
