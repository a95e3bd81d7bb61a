import Foundation

/// An input event. Real input arrives from a display host; headless code can build one.
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    open var type: EventType
    open var timestamp: TimeInterval

    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
    }
}
