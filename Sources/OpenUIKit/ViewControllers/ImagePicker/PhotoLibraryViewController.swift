import Foundation

/// The picker's grid of the photo library folder's images, four to a row as Photos shows them,
/// with Cancel; an empty folder says so and where it is.
@preconcurrency @MainActor
final class PhotoLibraryViewController: UICollectionViewController {
    private static let cellIdentifier = "OpenUIKit.PhotoCell"
    private var images: [URL] = []
    private let emptyLabel = UILabel()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { nil }

    private var picker: UIImagePickerController? { navigationController as? UIImagePickerController }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in
                self?.picker?.cancel()
            })
        images = UIImagePickerController.libraryImages()
        emptyLabel.text = "No photos in \(UIImagePickerController.photoLibraryFolder.path)"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.isHidden = !images.isEmpty
        view.addSubview(emptyLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        emptyLabel.frame = view.bounds.insetBy(dx: 24, dy: 0)
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            let side = ((view.bounds.width - 6) / 4).rounded(.down)
            if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        images.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        // The photo fills the cell as its background, as Photos crops its squares.
        let photo = cell.backgroundView as? UIImageView ?? UIImageView()
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.image = UIImage(contentsOfFile: images[indexPath.item].path)
        cell.backgroundView = photo
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picker?.finishPicking(images[indexPath.item])
    }
}
