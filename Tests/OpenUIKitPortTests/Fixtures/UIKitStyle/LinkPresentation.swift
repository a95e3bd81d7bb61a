import LinkPresentation
import UIKit

/// A link preview cell and a metadata cache, as apps write them.
final class LinkPreviewController: UIViewController {
    private let cache = NSCache<NSString, LPLinkMetadata>()
    private var linkView: LPLinkView?

    func show(_ url: URL) {
        if let metadata = cache.object(forKey: url.absoluteString as NSString) {
            present(metadata)
            return
        }
        let placeholder = LPLinkView(url: url)
        view.addSubview(placeholder)
        linkView = placeholder
        let provider = LPMetadataProvider()
        provider.shouldFetchSubresources = true
        provider.timeout = 20
        provider.startFetchingMetadata(for: url) { [weak self] metadata, error in
            if let error = error as? LPError, error.code == .metadataFetchTimedOut {
                print("timed out")
            }
            guard let metadata else { return }
            DispatchQueue.main.async {
                self?.cache.setObject(metadata, forKey: url.absoluteString as NSString)
                self?.present(metadata)
            }
        }
    }

    private func present(_ metadata: LPLinkMetadata) {
        linkView?.removeFromSuperview()
        let linkView = LPLinkView(metadata: metadata)
        linkView.frame = view.bounds.insetBy(dx: 16, dy: 16)
        view.addSubview(linkView)
        self.linkView = linkView
        metadata.imageProvider?.loadObject(ofClass: UIImage.self) { image, _ in
            if let image = image as? UIImage { print("image \(image.size)") }
        }
    }

    func fetchTitle(_ url: URL) async -> String? {
        let provider = LPMetadataProvider()
        let metadata = try? await provider.startFetchingMetadata(for: url)
        return metadata?.title
    }
}
