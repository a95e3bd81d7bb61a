import Foundation
import StoryboardDocument
import Yams

/// `.storyboard-lint.yml`: which rules run, which files are left out, and each rule's options.
///
/// ```yaml
/// enabled_rules: [custom_module, view_as_device]   # rules that are off by default
/// disabled_rules: [misplaced]
/// included: [App]                                    # only files below these paths
/// excluded: [Pods, "**/Generated/*.storyboard"]
/// view_as_device: {device_id: retina6_1}
/// misplaced: {severity: error}                       # any rule: note, warning or error
/// ```
/// Paths are relative to the configuration file's folder; `*` matches within one path
/// component and `**` across components, and a plain path matches everything below it.
public struct LintConfiguration {
    public static let defaultFileName = ".storyboard-lint.yml"

    public var file: String?
    public var enabledRules: Set<String> = []
    public var disabledRules: Set<String> = []
    public var included: [PathPattern] = []
    public var excluded: [PathPattern] = []
    /// Each rule's entry, by rule identifier.
    var ruleEntries: [String: Node] = [:]
    /// Unknown keys and rule names: warnings, not failures.
    public var problems: [LintDiagnostic] = []

    /// The defaults: no file.
    public init(baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.baseDirectory = baseDirectory
    }

    var baseDirectory: URL

    /// A configuration the linter cannot use: the file is missing or is not YAML of the right shape.
    public struct Failure: Error {
        public var diagnostic: LintDiagnostic
    }

    private static let listKeys = ["enabled_rules", "opt_in_rules", "disabled_rules", "included", "excluded"]

    /// Reads `url`; `knownRules` are the identifiers rule entries and lists may name.
    public static func load(_ url: URL, knownRules: Set<String>) throws(Failure) -> LintConfiguration {
        let path = url.path
        var configuration = LintConfiguration(baseDirectory: url.deletingLastPathComponent())
        configuration.file = path
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> Failure {
            Failure(
                diagnostic: LintDiagnostic(
                    rule: "configuration", severity: .error,
                    location: SourceLocation(file: path, line: line, column: column), message: message))
        }
        // Read to the end rather than by size, so `/dev/null` (or a pipe) reads as an empty file.
        guard let handle = try? FileHandle(forReadingFrom: url), let data = try? handle.readToEnd() ?? Data() else {
            throw failure("the configuration file cannot be read")
        }
        try? handle.close()
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure("the configuration file is not UTF-8 text")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.failure(for: error, path: path)
        } catch {
            throw failure("the configuration is not valid YAML: \(error)")
        }
        guard let root else { return configuration }  // an empty file: the defaults
        guard let mapping = root.mapping else {
            throw failure(
                "the configuration should be a mapping of keys to values", line: root.mark?.line ?? 1,
                column: root.mark?.column ?? 1)
        }
        func warn(_ node: Node, _ message: String) {
            configuration.problems.append(
                LintDiagnostic(
                    rule: "configuration", severity: .warning,
                    location: location(of: node, in: path), message: message))
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                warn(keyNode, "a key should be a string")
                continue
            }
            if listKeys.contains(key) {
                let items: [Node]
                if let sequence = value.sequence {
                    items = Array(sequence)
                } else if value.scalar != nil {
                    items = [value]
                } else {
                    warn(value, "'\(key)' should be a list")
                    continue
                }
                for item in items {
                    guard let name = item.scalar?.string else {
                        warn(item, "'\(key)' should list strings")
                        continue
                    }
                    switch key {
                    case "included": configuration.included.append(PathPattern(name, base: configuration.baseDirectory))
                    case "excluded": configuration.excluded.append(PathPattern(name, base: configuration.baseDirectory))
                    default:
                        guard knownRules.contains(name) else {
                            warn(item, "there is no rule '\(name)' (storyboard lint --list-rules lists them)")
                            continue
                        }
                        if key == "disabled_rules" {
                            configuration.disabledRules.insert(name)
                        } else {
                            configuration.enabledRules.insert(name)
                        }
                    }
                }
            } else {
                // IBLinter spells some entries `<rule>_rule`; both spellings work.
                let rule = knownRules.contains(key) ? key : key.hasSuffix("_rule") ? String(key.dropLast(5)) : key
                guard knownRules.contains(rule) else {
                    warn(keyNode, "unknown key '\(key)': neither a setting nor a rule")
                    continue
                }
                configuration.ruleEntries[rule] = value
            }
        }
        return configuration
    }

    /// Whether the linter looks at `path` at all.
    public func includes(_ path: String) -> Bool {
        if !included.isEmpty, !included.contains(where: { $0.matches(path) }) { return false }
        return !excluded.contains { $0.matches(path) }
    }

    /// A YAML node's position, as diagnostics print it.
    static func location(of node: Node, in file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private static func failure(for error: YamlError, path: String) -> Failure {
        var line = 1, column = 1, problem = "\(error)"
        switch error {
        case let .scanner(_, text, mark, _), let .parser(_, text, mark, _), let .composer(_, text, mark, _):
            (line, column, problem) = (mark.line, mark.column, text)
        case let .reader(text, _, _, _):
            problem = text
        case let .duplicatedKeysInMapping(duplicates, context):
            (line, column, problem) = (
                context.mark.line, context.mark.column, "duplicate keys: \(duplicates.joined(separator: ", "))"
            )
        default: break
        }
        return Failure(
            diagnostic: LintDiagnostic(
                rule: "configuration", severity: .error,
                location: SourceLocation(file: path, line: line, column: column),
                message: "the configuration is not valid YAML: \(problem)"))
    }
}

/// A path pattern of `included` or `excluded`, matched against absolute paths.
public struct PathPattern {
    public var text: String
    private let expression: NSRegularExpression?
    private let prefix: String

    init(_ text: String, base: URL) {
        self.text = text
        let absolute = text.hasPrefix("/") ? text : base.appendingPathComponent(text).path
        let trimmed = absolute.hasSuffix("/") ? String(absolute.dropLast()) : absolute
        prefix = URL(fileURLWithPath: trimmed).standardizedFileURL.path
        guard text.contains("*") || text.contains("?") else {
            expression = nil
            return
        }
        var pattern = "^"
        var characters = Substring(prefix)
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    pattern += "(?:.*/)?"
                } else {
                    pattern += ".*"
                }
            case "*": pattern += "[^/]*"
            case "?": pattern += "[^/]"
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        expression = try? NSRegularExpression(pattern: pattern + "(?:/.*)?$")
    }

    func matches(_ path: String) -> Bool {
        if let expression {
            return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        return path == prefix || path.hasPrefix(prefix + "/")
    }
}
