import Foundation

/// A camera or microphone. Cameras are the V4L2 devices Linux lists (`/dev/video*`, named from
/// `/sys/class/video4linux`); with none, as in the iOS Simulator, which has no camera,
/// `default(for: .video)` is nil and authorization for video is `.denied`. Microphones are the
/// ALSA capture devices (`/dev/snd/pcmC*D*c`). Where a device exists Linux asks no one, so access
/// is `.authorized`.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public let uniqueID: String
    public let localizedName: String
    public let deviceType: DeviceType
    public let position: Position
    private let mediaType: AVMediaType

    init(uniqueID: String, localizedName: String, deviceType: DeviceType, mediaType: AVMediaType) {
        self.uniqueID = uniqueID
        self.localizedName = localizedName
        self.deviceType = deviceType
        self.position = .unspecified
        self.mediaType = mediaType
    }

    open var modelID: String { uniqueID }
    open var manufacturer: String { "" }
    open var isConnected: Bool { FileManager.default.fileExists(atPath: uniqueID) }
    open var hasTorch: Bool { false }
    open var hasFlash: Bool { false }
    open var isTorchAvailable: Bool { false }

    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { mediaType == self.mediaType }

    /// The first device of the kind, or nil when the machine has none.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        devices(for: mediaType).first
    }

    open class func `default`(
        _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
    ) -> AVCaptureDevice? {
        let kinds: [AVMediaType] = mediaType.map { [$0] } ?? [.video, .audio]
        return kinds.lazy.flatMap { devices(for: $0) }.first { $0.deviceType == deviceType }
    }

    open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] {
        let files = FileManager.default
        switch mediaType {
        case .video:
            let names = ((try? files.contentsOfDirectory(atPath: "/dev")) ?? []).filter { $0.hasPrefix("video") }
                .sorted()
            return names.compactMap { name in
                // A V4L2 node of index > 0 is often the camera's metadata stream: only capture nodes count.
                let sys = "/sys/class/video4linux/\(name)"
                let label = (try? String(contentsOfFile: "\(sys)/name", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if let index = try? String(contentsOfFile: "\(sys)/index", encoding: .utf8),
                    index.trimmingCharacters(in: .whitespacesAndNewlines) != "0"
                {
                    return nil
                }
                return AVCaptureDevice(
                    uniqueID: "/dev/\(name)", localizedName: label ?? name, deviceType: .builtInWideAngleCamera,
                    mediaType: .video)
            }
        case .audio:
            let names = ((try? files.contentsOfDirectory(atPath: "/dev/snd")) ?? [])
                .filter { $0.hasPrefix("pcmC") && $0.hasSuffix("c") }.sorted()
            return names.map {
                AVCaptureDevice(
                    uniqueID: "/dev/snd/\($0)", localizedName: $0, deviceType: .builtInMicrophone, mediaType: .audio)
            }
        default:
            return []
        }
    }

    /// `.authorized` where a device of the kind exists, `.denied` where none does.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        devices(for: mediaType).isEmpty ? .denied : .authorized
    }

    /// Answers, on a background queue as iOS does, whether the app may use the kind of device.
    open class func requestAccess(
        for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
        let granted = authorizationStatus(for: mediaType) == .authorized
        DispatchQueue.global().async { handler(granted) }
    }

    /// The async form of `requestAccess(for:completionHandler:)`.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        authorizationStatus(for: mediaType) == .authorized
    }

    public enum Position: Int, Sendable {
        case unspecified = 0
        case back = 1
        case front = 2
    }

    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }
}
