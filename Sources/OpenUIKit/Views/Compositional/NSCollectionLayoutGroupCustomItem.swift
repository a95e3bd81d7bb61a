import Foundation

/// One item of a custom group: its frame within the group and its z-index, as the group's item
/// provider gives them.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame, relative to the group's top leading corner.
    public let frame: CGRect
    /// The item's position along the z-axis.
    public let zIndex: Int

    /// An item with the given frame in its group, at z-index 0.
    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }

    /// An item with the given frame in its group and z-index.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// The closure a custom group calls, with an environment whose container is the group, for its
/// items' frames; the group takes as many as it has items left to place.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
