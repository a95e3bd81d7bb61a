import Foundation
import OpenUIKit
import Photos

/// The system photo picker: the library's assets (those the filter offers, oldest first) in
/// a grid of thumbnails, a Cancel button, and an Add button when more than one item may be
/// picked. Tapping an item picks it: a picker limited to one item finishes at once; otherwise
/// taps toggle items until Add. Results come in the order picked.
///
/// On iOS the picker runs out of process and needs no library access; here it reads the
/// library folder directly. Results' item providers load the asset's file.
open class PHPickerViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// Told what the user picked.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    private var assets: [PHAsset] = []
    /// The picked assets' identifiers, in the order picked.
    private var picked: [String] = []
    private let imageManager = PHCachingImageManager()

    /// The grid of thumbnails.
    private(set) lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        grid.accessibilityIdentifier = "PHPickerViewController.grid"
        grid.allowsMultipleSelection = configuration.selectionLimit != 1
        grid.register(PHPickerAssetCell.self, forCellWithReuseIdentifier: PHPickerAssetCell.reuseIdentifier)
        grid.dataSource = self
        grid.delegate = self
        return grid
    }()

    private lazy var cancelButton = UIButton(
        type: .system, primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.finish(with: []) })
    private lazy var addButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Add") { [weak self] _ in
            guard let self else { return }
            self.finish(with: self.results())
        })
    private let titleLabel = UILabel()

    /// A picker showing what `configuration` offers.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        picked = configuration.photoLibrary == nil ? [] : configuration.preselectedAssetIdentifiers
        reloadAssets()
    }

    /// Pickers are made in code; an archive makes none.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func reloadAssets() {
        let all = PHAsset.fetchAssets(with: nil)
        var offered: [PHAsset] = []
        all.enumerateObjects { asset, _, _ in
            if self.configuration.filter?.matches(asset) ?? true { offered.append(asset) }
        }
        assets = offered
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 17)
        addButton.isHidden = configuration.selectionLimit == 1
        for part in [collectionView, cancelButton, addButton, titleLabel] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            cancelButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            cancelButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            addButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            addButton.centerYAnchor.constraint(equalTo: cancelButton.centerYAnchor),
            titleLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: cancelButton.centerYAnchor),
            collectionView.topAnchor.constraint(equalTo: cancelButton.bottomAnchor, constant: 8),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        updateTitle()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let columns: CGFloat = configuration.mode == .compact ? 6 : 4
        let side = max(((view.bounds.width - (columns - 1) * 2) / columns).rounded(.down), 1)
        if layout.itemSize != CGSize(width: side, height: side) {
            layout.itemSize = CGSize(width: side, height: side)
            layout.invalidateLayout()
        }
    }

    /// "Photos" until something is picked, then how many are.
    private func updateTitle() {
        titleLabel.text = picked.isEmpty ? "Photos" : "\(picked.count) Selected"
        addButton.isEnabled = !picked.isEmpty
    }

    /// Unpicks the assets with `identifiers`.
    open func deselectAssets(withIdentifiers identifiers: [String]) {
        picked.removeAll(where: identifiers.contains)
        for (index, asset) in assets.enumerated() where identifiers.contains(asset.localIdentifier) {
            collectionView.deselectItem(at: IndexPath(item: index, section: 0), animated: false)
        }
        collectionView.reloadData()
        updateTitle()
    }

    // MARK: Results

    private func results() -> [PHPickerResult] {
        let store = Dictionary(assets.map { ($0.localIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        return picked.compactMap { identifier in
            guard let asset = store[identifier],
                let file = PHAssetResource.assetResources(for: asset).first(where: {
                    $0.type == .fullSizePhoto || $0.type == .fullSizeVideo
                }) ?? PHAssetResource.assetResources(for: asset).first,
                let provider = Self.itemProvider(for: file)
            else { return nil }
            return PHPickerResult(
                itemProvider: provider, assetIdentifier: configuration.photoLibrary == nil ? nil : identifier)
        }
    }

    private static func itemProvider(for resource: PHAssetResource) -> NSItemProvider? {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("PHPicker-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let destination = copy.appendingPathComponent(resource.originalFilename)
        let written = PHAssetResourceManager.default().writeDataSynchronously(for: resource, toFile: destination) == nil
        return written ? NSItemProvider(contentsOf: destination) : nil
    }

    private func finish(with results: [PHPickerResult]) {
        delegate?.picker(self, didFinishPicking: results)
    }

    // MARK: Grid

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        assets.count
    }

    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PHPickerAssetCell.reuseIdentifier, for: indexPath)
        guard let assetCell = cell as? PHPickerAssetCell, assets.indices.contains(indexPath.item) else { return cell }
        let asset = assets[indexPath.item]
        assetCell.representedIdentifier = asset.localIdentifier
        assetCell.order = picked.firstIndex(of: asset.localIdentifier).map { $0 + 1 }
        assetCell.showsOrder = configuration.selection == .ordered || configuration.selection == .continuousAndOrdered
        let side = max(cell.bounds.width, 1) * max(traitCollection.displayScale, 1)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        imageManager.requestImage(
            for: asset, targetSize: CGSize(width: side, height: side), contentMode: .aspectFill, options: options
        ) { image, _ in
            if assetCell.representedIdentifier == asset.localIdentifier { assetCell.thumbnail.image = image }
        }
        return assetCell
    }

    /// Picks the item (or, with a limit above one, toggles it), as a tap does.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard assets.indices.contains(indexPath.item) else { return }
        let identifier = assets[indexPath.item].localIdentifier
        if configuration.selectionLimit == 1 {
            picked = [identifier]
            finish(with: results())
            return
        }
        if let position = picked.firstIndex(of: identifier) {
            picked.remove(at: position)
            collectionView.deselectItem(at: indexPath, animated: false)
        } else if configuration.selectionLimit == 0 || picked.count < configuration.selectionLimit {
            picked.append(identifier)
        } else {
            collectionView.deselectItem(at: indexPath, animated: false)
            return
        }
        collectionView.reloadData()
        updateTitle()
        if configuration.selection == .continuous || configuration.selection == .continuousAndOrdered {
            finish(with: results())
        }
    }

    /// A second tap on a picked item unpicks it.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        self.collectionView(collectionView, didSelectItemAt: indexPath)
    }
}

/// A thumbnail in the picker's grid, with the pick's number or a check mark when picked.
final class PHPickerAssetCell: UICollectionViewCell {
    static let reuseIdentifier = "PHPickerAssetCell"

    let thumbnail = UIImageView()
    private let badge = UILabel()
    var representedIdentifier: String?
    var showsOrder = false
    var order: Int? {
        didSet { updateBadge() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.frame = contentView.bounds
        thumbnail.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(thumbnail)
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemBlue
        badge.font = .boldSystemFont(ofSize: 13)
        badge.layer.cornerRadius = 11
        badge.clipsToBounds = true
        badge.isHidden = true
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: contentView.bounds.width - 26, y: contentView.bounds.height - 26, width: 22, height: 22)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnail.image = nil
        order = nil
    }

    private func updateBadge() {
        badge.isHidden = order == nil
        badge.text = order.map { showsOrder ? "\($0)" : "✓" }
        accessibilityTraits = order == nil ? [] : [.selected]
    }
}
