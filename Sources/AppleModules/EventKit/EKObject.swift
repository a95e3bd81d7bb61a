import Foundation

/// The base of EventKit's objects: whether they changed since they were loaded or saved.
open class EKObject: NSObject {
    /// Whether the object was changed since it was loaded or saved.
    open internal(set) var hasChanges = false
    /// Whether the object was never saved.
    open internal(set) var isNew = true

    public override init() { super.init() }
}

/// An alarm of an event or reminder: at a date, or an offset in seconds from the start (or due) date.
open class EKAlarm: EKObject, NSCopying {
    private var storedDate: Date?
    private var storedOffset: TimeInterval = 0

    /// An alarm at `date`.
    public convenience init(absoluteDate date: Date) {
        self.init()
        storedDate = date
    }

    /// An alarm `offset` seconds from the item's start (negative is before).
    public convenience init(relativeOffset offset: TimeInterval) {
        self.init()
        storedOffset = offset
    }

    public override init() { super.init() }

    /// The alarm's date; setting one clears the offset, as EventKit does.
    open var absoluteDate: Date? {
        get { storedDate }
        set {
            storedDate = newValue
            if newValue != nil { storedOffset = 0 }
            hasChanges = true
        }
    }

    /// Seconds from the item's start; setting it clears the absolute date.
    open var relativeOffset: TimeInterval {
        get { storedOffset }
        set {
            storedOffset = newValue
            storedDate = nil
            hasChanges = true
        }
    }

    /// How the alarm alerts: a display alarm, as every alarm an app makes.
    open var type: EKAlarmType { .display }

    var record: AlarmRecord { AlarmRecord(absoluteDate: storedDate, relativeOffset: storedOffset) }

    convenience init(record: AlarmRecord) {
        self.init()
        storedDate = record.absoluteDate
        storedOffset = record.relativeOffset
        hasChanges = false
    }

    open func copy(with zone: NSZone? = nil) -> Any { EKAlarm(record: record) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? EKAlarm else { return false }
        return other.record == record
    }

    open override var hash: Int { storedOffset.hashValue ^ (storedDate?.hashValue ?? 0) }
}

/// An account calendars belong to; the store has one, on the device.
open class EKSource: EKObject {
    /// The source's identifier.
    public let sourceIdentifier: String
    /// The source's name: "Default", as on a fresh Simulator.
    public let title: String
    /// A local source.
    public let sourceType: EKSourceType

    init(sourceIdentifier: String, title: String, sourceType: EKSourceType) {
        self.sourceIdentifier = sourceIdentifier
        self.title = title
        self.sourceType = sourceType
        super.init()
    }
}
