import Foundation

/// Key presses in a window, in the order iOS 15 and later uses: key commands that want
/// priority; then the text system, when the first responder takes typed text (`UIKeyInput`):
/// delete is `deleteBackward()`, return `insertText("\n")`, and a key that types characters
/// without Command or Control is left to the text that follows it (`UIEventInjector.insertText`);
/// then the other key commands, searched from the first responder up the chain; and a key none
/// of them took goes to the first responder (or the window) as `pressesBegan`, and up the chain.
/// A press whose `pressesBegan` was delivered gets its `pressesEnded` from the same responder.
extension UIWindow {
    func deliverPresses(_ event: UIPressesEvent) {
        let start = firstResponderStorage ?? self
        var began: [UIPress] = []
        for press in event.pressList where press.phase == .began {
            guard let key = press.key else { continue }
            switch handleBeforePresses(key, from: start) {
            case .keyCommand: press.wasTakenByKeyCommand = true
            case .textInput: break
            case nil:
                press.responder = start
                began.append(press)
            }
        }
        if !began.isEmpty { start.pressesBegan(Set(began), with: event) }
        for phase in [UIPress.Phase.ended, .cancelled] {
            var byResponder: [(UIResponder, [UIPress])] = []
            for press in event.pressList where press.phase == phase {
                guard let responder = press.responder else { continue }
                if let index = byResponder.firstIndex(where: { $0.0 === responder }) {
                    byResponder[index].1.append(press)
                } else {
                    byResponder.append((responder, [press]))
                }
            }
            for (responder, presses) in byResponder {
                if phase == .ended {
                    responder.pressesEnded(Set(presses), with: event)
                } else {
                    responder.pressesCancelled(Set(presses), with: event)
                }
            }
        }
    }

    /// A key repeating while held: key commands and the text system act again; no presses.
    /// Returns whether a key command took it.
    func deliverRepeat(of key: UIKey) -> Bool {
        handleBeforePresses(key, from: firstResponderStorage ?? self, isRepeat: true) == .keyCommand
    }

    enum KeyTaker { case keyCommand, textInput }

    /// Who took the key before `pressesBegan`: a key command, the text system, or nobody.
    private func handleBeforePresses(_ key: UIKey, from start: UIResponder, isRepeat: Bool = false) -> KeyTaker? {
        if performKeyCommand(for: key, from: start, priorityOnly: true, isRepeat: isRepeat) { return .keyCommand }
        // A text field's or text view's own keys: arrows, selection, copy and paste.
        if let editor = start as? TextEditingKeyHandling, editor.handleEditingKey(key) { return .textInput }
        if let input = start as? UIKeyInput, TextInputKeys.handle(key, for: input) { return .textInput }
        if performKeyCommand(for: key, from: start, priorityOnly: false, isRepeat: isRepeat) { return .keyCommand }
        // Tab and the arrows move focus as on iPadOS with a keyboard (`UIFocusSystem+Movement.swift`).
        return moveFocus(with: key) ? .keyCommand : nil
    }

    /// The first command matching `key` along the chain from `start` whose action a responder
    /// from `start` up can perform; that responder performs it with the command as sender. A
    /// repeat of a held key finds a `.nonRepeatable` command and stops there: it ran once.
    private func performKeyCommand(
        for key: UIKey, from start: UIResponder, priorityOnly: Bool, isRepeat: Bool
    )
        -> Bool
    {
        var responder: UIResponder? = start
        var visited = 0
        while let current = responder, visited < 1000 {
            for command in current.keyCommands ?? []
            where command.matches(key) && (!priorityOnly || command.wantsPriorityOverSystemBehavior) {
                let action = command.action
                guard let target = start.target(forAction: action, withSender: command) as? UIResponder
                else { continue }
                if isRepeat, command.repeatBehavior == .nonRepeatable { return true }
                target.perform(action, with: command)
                return true
            }
            responder = current.next
            visited += 1
        }
        return false
    }
}

/// The keys the text system acts on for a responder that takes typed text.
@MainActor
enum TextInputKeys {
    static func handle(_ key: UIKey, for input: UIKeyInput) -> Bool {
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
            return true
        default:
            // Typing: the characters arrive as text (`UIEventInjector.insertText(_:)`).
            guard key.modifierFlags.isDisjoint(with: [.command, .control]), !key.characters.isEmpty,
                KeyboardLayout.specialInput(of: key.keyCode) == nil, key.keyCode != .keyboardTab,
                key.keyCode != .keyboardEscape
            else { return false }
            return true
        }
    }
}
