import Foundation

/// `tour.json`: what a tour of an app saw and did. The app writes it as it goes (so a crash
/// leaves what came before); `openuikit run` adds how the process ended.
public struct TourReport: Codable, Sendable {
    /// A storyboard scene: its file, its element id, and what it makes.
    public struct SceneReference: Codable, Hashable, Sendable {
        public var storyboard: String
        public var id: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        public var title: String?

        public init(storyboard: String, id: String, customClass: String?, storyboardIdentifier: String?, title: String?)
        {
            self.storyboard = storyboard
            self.id = id
            self.customClass = customClass
            self.storyboardIdentifier = storyboardIdentifier
            self.title = title
        }
    }

    /// A screen the tour reached: the controllers on show, the scenes they came from, its picture.
    public struct Screen: Codable, Sendable {
        public var number: Int
        public var key: String
        public var title: String?
        public var controllers: [String]
        public var scenes: [SceneReference]
        public var picture: String?
        /// The step that first showed it (0: launch).
        public var reachedAtStep: Int
        /// Its scenes' views set against the frames Xcode saved for them (nil: no scene with
        /// saved frames on show).
        public var xcodeFrames: XcodeFrames?

        public init(
            number: Int, key: String, title: String?, controllers: [String], scenes: [SceneReference], picture: String?,
            reachedAtStep: Int, xcodeFrames: XcodeFrames? = nil
        ) {
            self.number = number
            self.key = key
            self.title = title
            self.controllers = controllers
            self.scenes = scenes
            self.picture = picture
            self.reachedAtStep = reachedAtStep
            self.xcodeFrames = xcodeFrames
        }
    }

    /// A rectangle in points.
    public struct Frame: Codable, Hashable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// How many of a screen's storyboard views sit where Xcode saved them (within 0.5 pt, in
    /// their superview's coordinates), which did not, and how many were listed apart and why
    /// (their size comes from text or images, Xcode flagged them, the app's code changed them).
    public struct XcodeFrames: Codable, Sendable {
        public struct Mismatch: Codable, Sendable {
            /// The scene (`Main.storyboard#BYZ-38-t0r`) and the view's storyboard id and class.
            public var scene: String
            public var id: String
            public var viewClass: String
            public var xcode: Frame
            public var ours: Frame

            enum CodingKeys: String, CodingKey {
                case scene, id, viewClass = "class", xcode, ours
            }

            public init(scene: String, id: String, viewClass: String, xcode: Frame, ours: Frame) {
                self.scene = scene
                self.id = id
                self.viewClass = viewClass
                self.xcode = xcode
                self.ours = ours
            }
        }

        /// A scene whose root is not where Xcode's canvas shows it (a sheet where the canvas is
        /// full screen, a container view's child): its root in the window, and on the canvas.
        public struct Placement: Codable, Sendable {
            public var scene: String
            public var ours: Frame
            public var xcode: Frame
            /// Whether its views were compared with it moved, for the measurement, onto the
            /// canvas's place (else they were listed apart).
            public var comparedThere: Bool

            public init(scene: String, ours: Frame, xcode: Frame, comparedThere: Bool) {
                self.scene = scene
                self.ours = ours
                self.xcode = xcode
                self.comparedThere = comparedThere
            }
        }

        public var compared: Int
        public var matched: Int
        public var mismatches: [Mismatch]
        /// Views not compared, by reason.
        public var apart: [String: Int]
        public var placedElsewhere: [Placement]
        /// The screen's picture with each mismatched view outlined (ours red, Xcode's blue).
        public var picture: String?
        /// The one-line labels our text cuts short where Xcode's frame holds their text whole
        /// (`Main.storyboard#BYZ-38-t0r abc-12-def "Total"`).
        public var truncatedLabels: [String]

        public init(
            compared: Int, matched: Int, mismatches: [Mismatch], apart: [String: Int], placedElsewhere: [Placement],
            picture: String?, truncatedLabels: [String] = []
        ) {
            self.compared = compared
            self.matched = matched
            self.mismatches = mismatches
            self.apart = apart
            self.placedElsewhere = placedElsewhere
            self.picture = picture
            self.truncatedLabels = truncatedLabels
        }

        public var rate: Double { Double(matched) / Double(max(compared, 1)) }
    }

    /// One thing the tour did, on which screen, and what came of it.
    public struct Step: Codable, Sendable {
        public var number: Int
        public var screen: Int
        public var action: String
        public var outcome: String

        public init(number: Int, screen: Int, action: String, outcome: String) {
            self.number = number
            self.screen = screen
            self.action = action
            self.outcome = outcome
        }
    }

    public struct Diagnostic: Codable, Sendable {
        public var name: String
        public var reason: String
        public var step: Int
        public var isError: Bool

        public init(name: String, reason: String, step: Int, isError: Bool) {
            self.name = name
            self.reason = reason
            self.step = step
            self.isError = isError
        }
    }

    /// A scene of the app's storyboards the tour did not show, and why.
    public struct UnreachedScene: Codable, Sendable {
        public var scene: SceneReference
        public var reason: String

        public init(scene: SceneReference, reason: String) {
            self.scene = scene
            self.reason = reason
        }
    }

    public var app: String
    /// The device the app ran as: its main storyboard's, as Xcode's canvas shows it.
    public var device: String?
    public var launchToFirstFrameMilliseconds: Double?
    public var screens: [Screen] = []
    public var steps: [Step] = []
    public var diagnostics: [Diagnostic] = []
    public var scenesInStoryboards = 0
    public var scenesReached = 0
    public var unreachedScenes: [UnreachedScene] = []
    /// Whether the tour explored everything it found within its limits.
    public var finished = false
    /// Why it stopped early, when it did (a limit reached, a screen it could not leave).
    public var stoppedBecause: String?
    public var stepLimit: Int
    public var secondsLimit: Double
    /// Set by `openuikit run` from how the process ended.
    public var crashed: Bool?
    public var hung: Bool?
    public var exitStatus: Int32?
    public var signal: Int32?
    public var secondsRunning: Double?

    public init(app: String, stepLimit: Int, secondsLimit: Double) {
        self.app = app
        self.stepLimit = stepLimit
        self.secondsLimit = secondsLimit
    }

    public var errorDiagnostics: [Diagnostic] { diagnostics.filter(\.isError) }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    /// The report in `url`. A file that is not there, or does not decode as a report, throws
    /// `ReadError` naming the file and where in it reading stopped: a corrupt report is never
    /// read as an empty one.
    public static func read(from url: URL) throws -> TourReport {
        guard let report = try readIfPresent(from: url) else {
            throw ReadError(path: url.path, place: nil, reason: "there is no report (the app wrote none)")
        }
        return report
    }

    /// The report in `url`, or nil when there is no file there (an app that ended before its
    /// first screen wrote none); a file that is there and does not decode throws `ReadError`.
    public static func readIfPresent(from url: URL) throws -> TourReport? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReadError(
                path: url.path, place: nil, reason: "the file cannot be read (\(error.localizedDescription))")
        }
        do { return try JSONDecoder().decode(TourReport.self, from: data) } catch let error as DecodingError {
            throw ReadError(path: url.path, error)
        }
    }
}
