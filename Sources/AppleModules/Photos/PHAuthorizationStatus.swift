import Foundation
import OpenUIKit

/// Whether the app may use the library.
public enum PHAuthorizationStatus: Int, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// Parental controls forbid it.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed full access.
    case authorized = 3
    /// The user allowed access to the photos they picked.
    case limited = 4
}

/// How much of the library the app asks for.
public enum PHAccessLevel: Int, Sendable {
    /// Adding photos only.
    case addOnly = 1
    /// Reading and changing the library.
    case readWrite = 2
}

/// Told about every change made to the library, through any app's change block.
///
/// Photos calls it on an arbitrary serial queue; here it is the queue that applied the change
/// (the library's own queue for `performChanges(_:completionHandler:)`, the caller's for
/// `performChangesAndWait(_:)`), before the change's completion handler runs.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    /// The library changed; `changeInstance` says how each fetch result and object changed.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}
