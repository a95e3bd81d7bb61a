import Foundation

/// The app's audio session. Linux mixes every app's sound in its sound server with no session
/// to negotiate, so, as in the iOS Simulator, each call succeeds and the session only keeps what
/// the app set; no interruption or route change is ever posted.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()

    /// The one session of the app.
    open class func sharedInstance() -> AVAudioSession { shared }

    private let lock = NSLock()
    private var state = (
        category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), active: false,
        permission: RecordPermission.undetermined, sampleRate: 48_000.0, bufferDuration: 0.005,
        portOverride: PortOverride.none
    )

    private func read<T>(_ body: (inout SessionState) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
    private typealias SessionState = (
        category: Category, mode: Mode, options: CategoryOptions, active: Bool,
        permission: RecordPermission, sampleRate: Double, bufferDuration: Double, portOverride: PortOverride
    )

    open var category: Category { read { $0.category } }
    open var mode: Mode { read { $0.mode } }
    open var categoryOptions: CategoryOptions { read { $0.options } }

    open func setCategory(_ category: Category) throws {
        read { $0.category = category }
    }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        read {
            $0.category = category
            $0.options = options
        }
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        read {
            $0.category = category
            $0.mode = mode
            $0.options = options
        }
    }

    open func setCategory(
        _ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
    ) throws {
        try setCategory(category, mode: mode, options: options)
    }

    open func setMode(_ mode: Mode) throws { read { $0.mode = mode } }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        read { $0.active = active }
    }

    /// Whether another app is playing: never known on Linux, so false, as in the Simulator.
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }

    /// The system volume: 1 here, since the sound server's master level is the user's, not the app's.
    open var outputVolume: Float { 1 }
    open var sampleRate: Double { read { $0.sampleRate } }
    open var preferredSampleRate: Double { read { $0.sampleRate } }
    open func setPreferredSampleRate(_ sampleRate: Double) throws { read { $0.sampleRate = sampleRate } }
    open var ioBufferDuration: TimeInterval { read { $0.bufferDuration } }
    open var preferredIOBufferDuration: TimeInterval { read { $0.bufferDuration } }
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws { read { $0.bufferDuration = duration } }
    open var outputLatency: TimeInterval { 0.01 }
    open var inputLatency: TimeInterval { 0.01 }
    open var outputNumberOfChannels: Int { 2 }
    open var inputNumberOfChannels: Int { 1 }
    open var isInputAvailable: Bool { true }

    /// Granted once asked, as the Simulator grants the microphone when the Mac does.
    open var recordPermission: RecordPermission { read { $0.permission } }

    /// Answers granted on the main queue.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        read { $0.permission = .granted }
        let response = UncheckedClosure(response)
        DispatchQueue.main.async { response.value(true) }
    }

    /// Sends the sound to the built-in speaker (`.speaker`) or back to the route the category
    /// chooses (`.none`); `currentRoute` reports it. Linux plays through its one sound server
    /// output either way, so only the route's description changes, as in the Simulator.
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {
        read { $0.portOverride = portOverride }
    }

    /// The route sound takes now: the microphone in, and out the machine's line output, or the
    /// speaker while `overrideOutputAudioPort(.speaker)` holds.
    open var currentRoute: AVAudioSessionRouteDescription {
        let speaker = read { $0.portOverride } == .speaker
        return AVAudioSessionRouteDescription(
            inputs: [AVAudioSessionPortDescription(portType: .builtInMic, portName: "Microphone")],
            outputs: [
                speaker
                    ? AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker")
                    : AVAudioSessionPortDescription(portType: .lineOut, portName: "Line Out")
            ])
    }

    /// A kind of audio port, spelled as AVFoundation's `AVAudioSession.Port` constants.
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The device's built-in microphone.
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        /// The device's built-in speaker.
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        /// The receiver held to the ear.
        public static let builtInReceiver = Port(rawValue: "Receiver")
        /// Wired headphones.
        public static let headphones = Port(rawValue: "Headphones")
        /// A line-level output.
        public static let lineOut = Port(rawValue: "LineOut")
    }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0
        case longFormAudio = 1
        case independent = 2
        case longFormVideo = 3
    }

    public enum PortOverride: UInt, Sendable {
        case none = 0
        case speaker = 1936747378
    }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948
        case denied = 1684369017
        case granted = 1735552628
    }

    public enum InterruptionType: UInt, Sendable {
        case began = 1
        case ended = 0
    }

    public struct InterruptionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0
        case newDeviceAvailable = 1
        case oldDeviceUnavailable = 2
        case categoryChange = 3
        case override = 4
        case wakeFromSleep = 6
        case noSuitableRouteForCategory = 7
        case routeConfigurationChange = 8
    }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereLostNotification = Notification.Name(
        "AVAudioSessionMediaServicesWereLostNotification")
    public static let mediaServicesWereResetNotification = Notification.Name(
        "AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name(
        "AVAudioSessionSilenceSecondaryAudioHintNotification")
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"

/// One port of an audio route: its kind and its name.
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    /// The kind of port.
    public let portType: AVAudioSession.Port
    /// The port's name, for people.
    public let portName: String
    /// An identifier of the port, stable for the session.
    public var uid: String { portType.rawValue }

    init(portType: AVAudioSession.Port, portName: String) {
        self.portType = portType
        self.portName = portName
        super.init()
    }
}

/// The inputs and outputs sound takes.
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    /// Where sound comes in.
    public let inputs: [AVAudioSessionPortDescription]
    /// Where sound goes out.
    public let outputs: [AVAudioSessionPortDescription]

    init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
        super.init()
    }
}
