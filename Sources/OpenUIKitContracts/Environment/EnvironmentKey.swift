/// An environment variable that OpenUIKit's processes pass each other (`openuikit run` to the app
/// it starts, a UI test to the app it launches) or that a person sets, spelled once, here. A
/// reader or writer names the key (`.tour`), never its text, so a misspelling is a compile error
/// instead of a setting silently ignored.
///
/// Not UIKit API.
public struct EnvironmentKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The variable's name in the environment.
    public let rawValue: String

    /// A key of this name (the names OpenUIKit reads are the static members).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Which display host shows the app: `sdl`, `web`, or `none` for headless.
    public static let host = Self(rawValue: "OPENUIKIT_HOST")
    /// `1`: `UIApplicationMain` returns once launch is done instead of running the main loop.
    public static let returnsAfterLaunch = Self(rawValue: "OPENUIKIT_RETURN_AFTER_LAUNCH")
    /// The socket a UI test listens on for the app it launched.
    public static let automation = Self(rawValue: "OPENUIKIT_AUTOMATION")
    /// The folder a ported app's tour writes its pictures and `tour.json` to.
    public static let tour = Self(rawValue: "OPENUIKIT_TOUR")
    /// The most steps a tour takes (a whole number).
    public static let tourSteps = Self(rawValue: "OPENUIKIT_TOUR_STEPS")
    /// The most seconds a tour runs (a number).
    public static let tourSeconds = Self(rawValue: "OPENUIKIT_TOUR_SECONDS")
    /// When the launcher started the app, in seconds since 1970, for launch-to-first-frame times.
    public static let launchStart = Self(rawValue: "OPENUIKIT_LAUNCH_START")
    /// `1`: the app draws its first frame, prints the time it took, and ends (`make bench`).
    public static let firstFrame = Self(rawValue: "OPENUIKIT_FIRST_FRAME")
    /// Where `openuikit run` keeps the packages it ports and builds.
    public static let cache = Self(rawValue: "OPENUIKIT_CACHE")
    /// `1`: the hosts print their frame statistics when the app ends.
    public static let stats = Self(rawValue: "OPENUIKIT_STATS")
    /// The SDL window's size in points, `WIDTHxHEIGHT`.
    public static let windowSize = Self(rawValue: "OPENUIKIT_WINDOW_SIZE")
    /// The port the web host serves on (0…65535).
    public static let webPort = Self(rawValue: "OPENUIKIT_WEB_PORT")
    /// The address the web host binds.
    public static let webAddress = Self(rawValue: "OPENUIKIT_WEB_ADDRESS")
    /// `1`: a simulated software keyboard slides up for text input.
    public static let softwareKeyboard = Self(rawValue: "OPENUIKIT_SOFTWARE_KEYBOARD")
    /// The folder printed pages are written to.
    public static let printFolder = Self(rawValue: "OPENUIKIT_PRINT_FOLDER")
    /// The folder the share sheet's Save to Files writes to.
    public static let saveFolder = Self(rawValue: "OPENUIKIT_SAVE_FOLDER")
    /// The folder the photo library is.
    public static let photoLibrary = Self(rawValue: "OPENUIKIT_PHOTO_LIBRARY")
    /// The answer to the photo library's authorization request.
    public static let photoAuthorization = Self(rawValue: "OPENUIKIT_PHOTO_AUTHORIZATION")
    /// The file EventKit keeps its calendars in.
    public static let eventKitStore = Self(rawValue: "OPENUIKIT_EVENTKIT_STORE")
    /// The answer to EventKit's authorization request.
    public static let eventKitAuthorization = Self(rawValue: "OPENUIKIT_EVENTKIT_AUTHORIZATION")
    /// The simulated location, `LATITUDE,LONGITUDE`.
    public static let simulatedLocation = Self(rawValue: "OPENUIKIT_SIMULATED_LOCATION")
    /// The answer to Core Location's authorization request.
    public static let locationAuthorization = Self(rawValue: "OPENUIKIT_LOCATION_AUTHORIZATION")
    /// The GStreamer sink audio plays into.
    public static let audioSink = Self(rawValue: "OPENUIKIT_AUDIO_SINK")
    /// The folder sent mail is written to.
    public static let mailOutbox = Self(rawValue: "OPENUIKIT_MAIL_OUTBOX")
    /// `1`: tests that hold pictures to references write the pictures as the new references.
    public static let recordReferences = Self(rawValue: "OPENUIKIT_RECORD_REFERENCES")

    /// Every key OpenUIKit reads.
    public static let all: [EnvironmentKey] = [
        .host, .returnsAfterLaunch, .automation, .tour, .tourSteps, .tourSeconds, .launchStart, .firstFrame, .cache,
        .stats, .windowSize, .webPort, .webAddress, .softwareKeyboard, .printFolder, .saveFolder, .photoLibrary,
        .photoAuthorization, .eventKitStore, .eventKitAuthorization, .simulatedLocation, .locationAuthorization,
        .audioSink, .mailOutbox, .recordReferences,
    ]
}
