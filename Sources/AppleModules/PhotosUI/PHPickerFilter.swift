import Foundation
import Photos

/// Which assets a picker offers. Filters combine with `any(of:)`, `all(of:)` and `not(_:)`.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    indirect enum Rule: Hashable, Sendable {
        case images
        case videos
        case livePhotos
        case screenshots
        case bursts
        case panoramas
        case depthEffectPhotos
        case timelapseVideos
        case slomoVideos
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    /// Still images, live photos among them.
    public static let images = PHPickerFilter(rule: .images)
    /// Movies.
    public static let videos = PHPickerFilter(rule: .videos)
    /// Live photos.
    public static let livePhotos = PHPickerFilter(rule: .livePhotos)
    /// Screenshots.
    public static let screenshots = PHPickerFilter(rule: .screenshots)
    /// Burst photos.
    public static let bursts = PHPickerFilter(rule: .bursts)
    /// Panoramas.
    public static let panoramas = PHPickerFilter(rule: .panoramas)
    /// Portrait photos.
    public static let depthEffectPhotos = PHPickerFilter(rule: .depthEffectPhotos)
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(rule: .timelapseVideos)
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(rule: .slomoVideos)

    /// Assets any of `subfilters` offers.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// Assets every one of `subfilters` offers.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// Assets `filter` does not offer.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(rule: .not(filter.rule))
    }

    public var description: String { "PHPickerFilter(\(rule))" }

    /// Whether the filter offers `asset`.
    func matches(_ asset: PHAsset) -> Bool { Self.matches(rule, asset) }

    private static func matches(_ rule: Rule, _ asset: PHAsset) -> Bool {
        switch rule {
        case .images: return asset.mediaType == .image
        case .videos: return asset.mediaType == .video
        case .livePhotos: return asset.mediaSubtypes.contains(.photoLive)
        case .screenshots: return asset.mediaSubtypes.contains(.photoScreenshot)
        case .bursts: return asset.burstIdentifier != nil
        case .panoramas: return asset.mediaSubtypes.contains(.photoPanorama)
        case .depthEffectPhotos: return asset.mediaSubtypes.contains(.photoDepthEffect)
        case .timelapseVideos: return asset.mediaSubtypes.contains(.videoTimelapse)
        case .slomoVideos: return asset.mediaSubtypes.contains(.videoHighFrameRate)
        case .any(let rules): return rules.contains { matches($0, asset) }
        case .all(let rules): return rules.allSatisfy { matches($0, asset) }
        case .not(let inner): return !matches(inner, asset)
        }
    }
}
