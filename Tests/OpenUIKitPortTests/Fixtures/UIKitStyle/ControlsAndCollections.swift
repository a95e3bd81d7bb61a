// Controls as an iOS app writes them: an edit menu on a long press, the legacy menu controller
// and alert views with their delegates, a calendar with a date selection, and a page control
// whose timer turns the pages of a carousel.
import UIKit

class NoteLabel: UILabel, UIEditMenuInteractionDelegate {
    var editMenuInteraction: UIEditMenuInteraction?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        let interaction = UIEditMenuInteraction(delegate: self)
        addInteraction(interaction)
        editMenuInteraction = interaction
        let press = UILongPressGestureRecognizer(target: self, action: Selector("showMenu:"))
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func showMenu(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: recognizer.location(in: self))
        configuration.preferredArrowDirection = .automatic
        editMenuInteraction?.presentEditMenu(with: configuration)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copyNote:") || super.canPerformAction(action, withSender: sender)
    }

    func copyNote(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
        return UIMenu(children: suggestedActions + [share])
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        bounds
    }
}

class ControlsViewController: UIViewController, UIAlertViewDelegate, UIActionSheetDelegate,
    UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate, UIPageControlTimerProgressDelegate
{
    let calendarView = UICalendarView()
    let pageControl = UIPageControl()
    var chosenDate: DateComponents?

    override func viewDidLoad() {
        super.viewDidLoad()
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.delegate = self
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: self)
        calendarView.availableDateRange = DateInterval(start: Date(), duration: 60 * 60 * 24 * 365)
        calendarView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(calendarView)

        pageControl.numberOfPages = 4
        let timer = UIPageControlTimerProgress(preferredDuration: 3)
        timer.delegate = self
        timer.resetsToInitialPageAfterEnd = true
        pageControl.progress = timer
        timer.resumeTimer()
        pageControl.addTarget(self, action: Selector("pageChanged:"), for: .valueChanged)
        view.addSubview(pageControl)

        UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: Selector("define:"))]
    }

    func pageChanged(_ sender: UIPageControl) {
        if sender.interactionState == .discrete {
            (sender.progress as? UIPageControlTimerProgress)?.pauseTimer()
        }
    }

    func define(_ sender: Any?) {}

    func showLegacyAlert() {
        let alert = UIAlertView(
            title: "Sign In", message: "Enter your account", delegate: self, cancelButtonTitle: "Cancel",
            otherButtonTitles: "OK")
        alert.alertViewStyle = .loginAndPasswordInput
        alert.textField(at: 0)?.placeholder = "Email"
        alert.show()
    }

    func showLegacySheet() {
        let sheet = UIActionSheet(
            title: "Photo", delegate: self, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
            otherButtonTitles: "Share", "Print")
        sheet.actionSheetStyle = .default
        sheet.show(in: view)
    }

    func showMenu(for label: UILabel) {
        UIMenuController.shared.showMenu(from: label, rect: label.bounds)
    }

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        guard buttonIndex != alertView.cancelButtonIndex else { return }
        _ = alertView.textField(at: 0)?.text
    }

    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
        !(alertView.textField(at: 0)?.text?.isEmpty ?? true)
    }

    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
        if buttonIndex == actionSheet.destructiveButtonIndex { print("deleted") }
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
        -> UICalendarView.Decoration?
    {
        dateComponents.day == 1 ? .default(color: .systemBlue, size: .small) : nil
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        chosenDate = dateComponents
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
        -> Bool
    {
        true
    }

    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        page < 3
    }
}

class InkViewController: UITableViewController, UIColorPickerViewControllerDelegate {
    let well = UIColorWell()
    let names = ["Cyan", "Magenta", "Yellow", "Black"]
    var sections: [[String]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        well.title = "Ink"
        well.supportsAlpha = false
        well.selectedColor = .systemTeal
        well.addTarget(self, action: Selector("inkChanged:"), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: well)

        let collation = UILocalizedIndexedCollation.current()
        sections = Array(repeating: [], count: collation.sectionTitles.count)
        for name in collation.sortedArray(from: names, collationStringSelector: Selector("self")) as? [String] ?? [] {
            sections[collation.section(for: name, collationStringSelector: Selector("self"))].append(name)
        }

        let searchController = UISearchController(searchResultsController: nil)
        let token = UISearchToken(icon: UIImage(systemName: "paintpalette"), text: "Inks")
        token.representedObject = names
        searchController.searchBar.searchTextField.tokens = [token]
        searchController.searchBar.searchTextField.tokenBackgroundColor = .systemPurple
        navigationItem.searchController = searchController
    }

    func inkChanged(_ sender: UIColorWell) {
        view.tintColor = sender.selectedColor
    }

    func pickBackground() {
        let picker = UIColorPickerViewController()
        picker.delegate = self
        picker.selectedColor = view.backgroundColor ?? .white
        picker.supportsAlpha = true
        present(picker, animated: true)
    }

    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        if !continuously { view.backgroundColor = color }
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        UILocalizedIndexedCollation.current().sectionIndexTitles
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let remove = UITableViewRowAction(style: .destructive, title: "Remove") { [weak self] _, indexPath in
            self?.sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        let mark = UITableViewRowAction(style: .normal, title: "Mark") { _, _ in }
        mark.backgroundColor = .systemBlue
        return [remove, mark]
    }
}

class FavoritesViewController: UIViewController {
    let unavailableView = UIContentUnavailableView(configuration: .empty())
    let assets = UIImageAsset()

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Favorite recipes appear here."
        var button = UIButton.Configuration.borderedProminent()
        button.title = "Browse"
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction(title: "Browse") { _ in }
        unavailableView.configuration = configuration
        unavailableView.frame = view.bounds
        view.addSubview(unavailableView)

        assets.register(UIImage(), with: UITraitCollection(userInterfaceStyle: .dark))
        let symbol = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
        let configured: UIImage.Configuration = symbol.withTraitCollection(traitCollection)
        _ = assets.image(with: configured)
        _ = UIImage(systemName: "heart", withConfiguration: symbol)
    }

    func showLoading() {
        unavailableView.configuration = .loading()
    }
}

class GalleryViewController: UICollectionViewController {
    var transitionLayout: UICollectionViewTransitionLayout?

    func beginZoom(to layout: UICollectionViewLayout) {
        let transition = UICollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        transition.transitionProgress = 0
        transitionLayout = transition
    }

    func zoomChanged(_ progress: CGFloat) {
        transitionLayout?.transitionProgress = progress
        transitionLayout?.updateValue(progress, forAnimatedKey: "zoom")
    }

    func legacySnapshot() -> NSDiffableDataSourceSnapshotReference {
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: ["photos"])
        snapshot.appendItems(withIdentifiers: ["a", "b"], intoSectionWithIdentifier: "photos")
        if snapshot.index(ofItemIdentifier: "b") != NSNotFound {
            snapshot.reloadItems(withIdentifiers: ["b"])
        }
        return snapshot
    }
}
