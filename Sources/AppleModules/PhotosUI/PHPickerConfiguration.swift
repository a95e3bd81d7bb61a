import Foundation
import OpenUIKit
import Photos

/// What a picker offers and how many items it lets the user pick.
public struct PHPickerConfiguration: Hashable, @unchecked Sendable {
    /// Which file format results come in.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The best format for the app: the file as the library holds it.
        case automatic = 0
        /// The file as the library holds it.
        case current = 1
        /// The most compatible format; the library's files (PNG, JPEG) already are, so as `.current`.
        case compatible = 2
    }

    /// How the user selects.
    public enum Selection: Int, Sendable {
        /// Items picked in any order, reported when done.
        case `default` = 0
        /// Items numbered in the order picked, reported in that order.
        case ordered = 1
        /// Every change reported to the delegate as it happens.
        case continuous = 2
        /// As `.continuous`, numbered in the order picked.
        case continuousAndOrdered = 3
    }

    /// How much room the picker takes.
    public enum Mode: Int, Sendable {
        /// A full grid.
        case `default` = 0
        /// A single row.
        case compact = 1
    }

    /// Parts of the picker the app leaves out.
    public struct Capabilities: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        /// The search field.
        public static let search = Capabilities(rawValue: 1 << 0)
        /// The area of picked items.
        public static let stagingArea = Capabilities(rawValue: 1 << 1)
        /// Album navigation.
        public static let collectionNavigation = Capabilities(rawValue: 1 << 2)
        /// The select-all and deselect actions.
        public static let selectionActions = Capabilities(rawValue: 1 << 3)
        /// The sensitive-content warning.
        public static let sensitivityAnalysisIntervention = Capabilities(rawValue: 1 << 4)
    }

    /// The library results identify assets of (`PHPickerResult.assetIdentifier`), or nil.
    let photoLibrary: PHPhotoLibrary?

    /// Which assets the picker offers; nil offers all.
    public var filter: PHPickerFilter?
    /// At most this many items; 0 is no limit. The picker finishes on the first pick when it is 1.
    public var selectionLimit = 1
    /// Which format results come in.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the user selects.
    public var selection: Selection = .default
    /// The assets selected when the picker opens (needs `init(photoLibrary:)`).
    public var preselectedAssetIdentifiers: [String] = []
    /// How much room the picker takes.
    public var mode: Mode = .default
    /// The edges without margins.
    public var edgesWithoutContentMargins: NSDirectionalRectEdge = []
    /// Parts of the picker left out.
    public var disabledCapabilities: Capabilities = []

    /// A configuration whose results have no asset identifiers, as pickers need no access to the library.
    public init() {
        photoLibrary = nil
    }

    /// A configuration whose results carry the assets' identifiers in `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) {
        self.photoLibrary = photoLibrary
    }

    public static func == (left: PHPickerConfiguration, right: PHPickerConfiguration) -> Bool {
        left.photoLibrary === right.photoLibrary && left.filter == right.filter
            && left.selectionLimit == right.selectionLimit
            && left.preferredAssetRepresentationMode == right.preferredAssetRepresentationMode
            && left.selection == right.selection
            && left.preselectedAssetIdentifiers == right.preselectedAssetIdentifiers
            && left.mode == right.mode && left.edgesWithoutContentMargins == right.edgesWithoutContentMargins
            && left.disabledCapabilities == right.disabledCapabilities
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(filter)
        hasher.combine(selectionLimit)
        hasher.combine(preselectedAssetIdentifiers)
    }
}

/// One picked item: its bytes through an item provider, and the asset it is when the
/// configuration named a library.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// Loads the picked file (`UIImage` objects, or the file's data by its type identifier).
    public let itemProvider: NSItemProvider
    /// The picked asset's local identifier, when the picker was configured with a library.
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    public static func == (left: PHPickerResult, right: PHPickerResult) -> Bool {
        left.itemProvider === right.itemProvider && left.assetIdentifier == right.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}

/// Told what the user picked.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished (`results` empty when they cancelled), or, for continuous selection,
    /// changed the selection. The picker does not dismiss itself.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
