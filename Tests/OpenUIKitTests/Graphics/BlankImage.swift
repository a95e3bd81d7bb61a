import Foundation

@testable import OpenUIKit

/// An image of `width` × `height` points with no pixels: sizes without decoding or drawing.
@MainActor
func blankImage(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    var contents = UIImage.Contents()
    contents.pixelSize = CGSize(width: width, height: height)
    return UIImage(contents: contents)
}
