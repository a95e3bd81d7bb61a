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

        public init(storyboard: String, id: String, customClass: String?, storyboardIdentifier: String?, title: String?) {
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

        public init(number: Int, key: String, title: String?, controllers: [String], scenes: [SceneReference], picture: String?, reachedAtStep: Int) {
            self.number = number
            self.key = key
            self.title = title
            self.controllers = controllers
            self.scenes = scenes
            self.picture = picture
            self.reachedAtStep = reachedAtStep
        }
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

    public static func read(from url: URL) throws -> TourReport {
        try JSONDecoder().decode(TourReport.self, from: Data(contentsOf: url))
    }
}
