import Foundation

/// A process's environment read by ``EnvironmentKey``: a value that is set and not empty, or
/// nil; a value required or of a type, or an ``EnvironmentError`` naming the key, what was
/// wrong, and the place in the source that read it. Costs a dictionary lookup a read.
///
/// Not UIKit API.
public struct LaunchEnvironment: Sendable {
    /// The variables, by name.
    public var values: [String: String]

    /// This process's environment, or the one given (a child process's, a test's).
    public init(_ values: [String: String] = ProcessInfo.processInfo.environment) {
        self.values = values
    }

    /// The key's value; nil when it is not set or is empty. Setting nil removes it.
    public subscript(key: EnvironmentKey) -> String? {
        get { values[key.rawValue].flatMap { $0.isEmpty ? nil : $0 } }
        set { values[key.rawValue] = newValue }
    }

    /// Whether the key is set to `1`, the spelling OpenUIKit's switches take.
    public func isOn(_ key: EnvironmentKey) -> Bool {
        self[key] == "1"
    }

    /// The key's value, or an error naming the key and the place that needed it.
    public func required(
        _ key: EnvironmentKey, fileID: StaticString = #fileID, line: UInt = #line
    ) throws(EnvironmentError) -> String {
        guard let value = self[key] else {
            throw EnvironmentError(key: key, problem: "is not set", reader: "\(fileID):\(line)")
        }
        return value
    }

    /// The key's value read as `T` (a number); nil when the key is not set, an error naming the
    /// key, the text and the place that read it when the text is not a `T`.
    public func value<T: LosslessStringConvertible>(
        _ key: EnvironmentKey, as type: T.Type, fileID: StaticString = #fileID, line: UInt = #line
    ) throws(EnvironmentError) -> T? {
        guard let text = self[key] else { return nil }
        guard let value = T(text) else {
            throw EnvironmentError(
                key: key, problem: "is \"\(text)\", which is not a \(T.self)", reader: "\(fileID):\(line)")
        }
        return value
    }
}

/// An environment variable that was missing or could not be read, and where it was read.
public struct EnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable.
    public let key: EnvironmentKey
    /// What was wrong with it: "is not set", or the text and the type it is not.
    public let problem: String
    /// The source file and line that read it.
    public let reader: String

    public var description: String { "\(key) \(problem) (read at \(reader))" }
}

extension Dictionary where Key == String, Value == String {
    /// The variable `key` in an environment as Foundation hands it over (`ProcessInfo`'s, a
    /// `Process`'s), read or written by its key rather than its text.
    public subscript(key: EnvironmentKey) -> String? {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }
}
