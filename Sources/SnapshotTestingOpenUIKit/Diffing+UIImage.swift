import Foundation
import OpenUIKit
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Pixel for pixel, every one alike.
    public static var image: Diffing { image() }

    /// Pixel diffing that lets `1 - precision` of the pixels differ, each by up to
    /// `1 - perceptualPrecision` (98–99% is about what an eye tells apart); a failure attaches the
    /// reference, the new picture and their difference, as the library does on Apple's systems.
    /// References load at `scale` (the main screen's when nil).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { image in MainActor.assumeIsolated { image.pngData() ?? Data() } }
        return .diff(
            toData: toData,
            fromData: { data in
                MainActor.assumeIsolated {
                    UIImage(data: data, scale: scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale) ?? UIImage()
                }
            }
        ) { old, new in
            let reference = toData(old), taken = toData(new)
            guard
                let message = ImageComparison.failure(
                    reference: reference, taken: taken, precision: precision,
                    perceptualPrecision: perceptualPrecision)
            else { return nil }
            var attachments = [
                DiffAttachment.data(reference, name: "reference.png"), .data(taken, name: "failure.png"),
            ]
            if let difference = ImageComparison.difference(reference, taken) {
                attachments.append(.data(difference, name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    public static var image: Snapshotting { image() }

    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
