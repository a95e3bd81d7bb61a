import Foundation
internal import StoryboardDocument

/// The app's storyboards as the tour reads them (the device to run on, the scenes to account
/// for, the frames to compare), each decoded once.
@MainActor
enum TourDocuments {
    private static var decoded: [String: InterfaceDocument?] = [:]

    static func document(at url: URL) -> InterfaceDocument? {
        let path = url.standardizedFileURL.path
        if let cached = decoded[path] { return cached }
        let document = StoryboardDecoder().decode(contentsOf: url).document
        decoded[path] = document
        return document
    }
}
