import Foundation
import OpenUIKit

/// The quality of lossy compression, 0 (smallest) to 1 (best); JPEG here. 0.8 when absent.
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
/// The colour behind transparent pixels when writing a format without alpha; JPEG's encoder
/// here composites over black, as the bitmap carries no background.
public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"
/// The largest side, in pixels, of the written image; larger images are scaled down.
public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"
/// Whether to embed a thumbnail; none is embedded here.
public let kCGImageDestinationEmbedThumbnail: CFString = "kCGImageDestinationEmbedThumbnail"
