import Foundation

/// What a focus debugger call returns: a report to print.
public protocol UIFocusDebuggerOutput: CustomStringConvertible {}

/// Reports about focus to read while debugging, as UIKit prints them in `lldb`: what is
/// focused, whether an item can be focused and why not, where a focus update would go, and the
/// focus groups.
@preconcurrency @MainActor
open class UIFocusDebugger: NSObject {
    private struct Report: UIFocusDebuggerOutput {
        var lines: [String]
        var description: String { lines.joined(separator: "\n") }
    }

    /// The commands the debugger offers.
    public class func help() -> any UIFocusDebuggerOutput {
        Report(lines: [
            "UIFocusDebugger commands:",
            "  status() - the focus system and the focused item of each window",
            "  checkFocusability(for:) - whether an item can become focused, and what stops it",
            "  simulateFocusUpdateRequest(from:) - where an update requested for an environment would go",
            "  focusGroups(for:) - the focus groups in an environment",
            "  preferredFocusEnvironments(for:) - the preferred focus chain of an environment",
        ])
    }

    /// The focused item of each window's focus system.
    public class func status() -> any UIFocusDebuggerOutput {
        var lines: [String] = []
        for window in UIApplication.shared.windows {
            let system = UIFocusSystem.focusSystem(for: window)
            let item = system?.focusedItem.map { objectDescription($0) } ?? "(none)"
            lines.append("\(objectDescription(window)): focused item \(item)")
        }
        return Report(lines: lines.isEmpty ? ["No windows."] : lines)
    }

    /// Whether `item` can become focused, and each reason it cannot.
    public class func checkFocusability(for item: any UIFocusItem) -> any UIFocusDebuggerOutput {
        let reasons = UIFocusSystem.reasonsNotFocusable(item)
        if reasons.isEmpty { return Report(lines: ["\(objectDescription(item)) can become focused."]) }
        return Report(lines: ["\(objectDescription(item)) cannot become focused:"] + reasons.map { "  - \($0)" })
    }

    /// Where a focus update requested for `environment` would send focus, without moving it.
    public class func simulateFocusUpdateRequest(from environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput
    {
        guard let system = UIFocusSystem.focusSystem(for: environment) else {
            return Report(lines: ["\(objectDescription(environment)) is in no focus system."])
        }
        guard let item = system.preferredItem(in: environment) else {
            return Report(lines: ["No focusable item in \(objectDescription(environment))."])
        }
        return Report(lines: ["Focus would move to \(objectDescription(item))."])
    }

    /// The focus groups of `environment`'s window, in Tab order, each with its items.
    public class func focusGroups(for environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        guard let window = UIFocusSystem.window(of: environment) else {
            return Report(lines: ["\(objectDescription(environment)) is not in a window."])
        }
        let groups = UIFocusSystem.focusGroups(in: window)
        var lines: [String] = []
        for group in groups {
            lines.append("\(group.identifier): " + group.items.map { objectDescription($0) }.joined(separator: ", "))
        }
        return Report(lines: lines.isEmpty ? ["No focus groups."] : lines)
    }

    /// The chain of preferred focus environments from `environment` to the item it prefers.
    public class func preferredFocusEnvironments(for environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        var lines = [objectDescription(environment)]
        var current: any UIFocusEnvironment = environment
        var steps = 0
        while let next = current.preferredFocusEnvironments.first(where: { $0 !== current }),
            steps < UIFocusSystem.maximumEnvironmentDepth
        {
            lines.append(String(repeating: "  ", count: steps + 1) + objectDescription(next))
            current = next
            steps += 1
        }
        return Report(lines: lines)
    }
}
