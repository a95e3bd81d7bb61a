import UIKit

/// A link preview: a rounded card with the page's title and the link's host, over the image when
/// the metadata carries one that decodes.
open class LPLinkView: UIView {
    /// What the card shows; setting it redraws the card.
    open var metadata: LPLinkMetadata {
        didSet { update() }
    }

    let titleLabel = UILabel()
    let hostLabel = UILabel()
    let imageView = UIImageView()
    private let card = UIView()

    /// A card for `url` alone: its host as the title until metadata is set.
    public convenience init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.init(metadata: metadata)
    }

    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 72))
        build()
    }

    public override init(frame: CGRect) {
        metadata = LPLinkMetadata()
        super.init(frame: frame)
        build()
    }

    public required init?(coder: NSCoder) {
        metadata = LPLinkMetadata()
        super.init(coder: coder)
        build()
    }

    private func build() {
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        addSubview(card)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        card.addSubview(imageView)
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 2
        card.addSubview(titleLabel)
        hostLabel.font = .systemFont(ofSize: 13)
        hostLabel.textColor = .secondaryLabel
        card.addSubview(hostLabel)
        update()
    }

    private func update() {
        let link = metadata.url ?? metadata.originalURL
        let host = link?.host.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 } ?? link?.absoluteString ?? ""
        titleLabel.text = metadata.title ?? host
        hostLabel.text = host
        accessibilityLabel = [metadata.title, host].compactMap { $0 }.joined(separator: ", ")
        imageView.image = nil
        imageView.isHidden = true
        if let provider = metadata.imageProvider ?? metadata.iconProvider,
            let type = provider.registeredTypeIdentifiers.first
        {
            let reference = ViewReference(self)
            let shown = metadata
            _ = provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in
                guard let data else { return }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let view = reference.view, view.metadata === shown, let image = UIImage(data: data) else {
                            return
                        }
                        view.imageView.image = image
                        view.imageView.isHidden = false
                        view.setNeedsLayout()
                    }
                }
            }
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds
        var textLeft: CGFloat = 12
        if !imageView.isHidden {
            let side = bounds.height
            imageView.frame = CGRect(x: 0, y: 0, width: side, height: side)
            textLeft = side + 12
        }
        let width = Swift.max(0, bounds.width - textLeft - 12)
        let titleHeight = Swift.min(
            titleLabel.sizeThatFits(CGSize(width: width, height: 60)).height, bounds.height - 36)
        titleLabel.frame = CGRect(x: textLeft, y: 12, width: width, height: Swift.max(0, titleHeight))
        hostLabel.frame = CGRect(x: textLeft, y: titleLabel.frame.maxY + 4, width: width, height: 18)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 72) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 300, height: 72)
    }

    private final class ViewReference: @unchecked Sendable {
        weak var view: LPLinkView?
        init(_ view: LPLinkView) { self.view = view }
    }
}
