import OpenUIKit

/// One page of the page view demo: a big number on a colour of its own.
@Connectable
public final class PageContentViewController: UIViewController {
    @Outlet public weak var numberLabel: UILabel!
    @Outlet public weak var captionLabel: UILabel!
    public var index = 0

    private static let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemPink, .systemOrange]
    private static let captions = [
        "Swipe or tap Next", "Pages are made by identifier", "The parent is the data source", "The last page",
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[index % Self.colors.count]
        numberLabel.text = "\(index + 1)"
        captionLabel.text = Self.captions[index % Self.captions.count]
    }
}
