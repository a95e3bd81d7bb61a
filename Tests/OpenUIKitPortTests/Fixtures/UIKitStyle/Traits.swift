import UIKit

// The iOS 17 trait system as apps use it: a custom trait, overrides, and registrations.

struct HighlightedRowTrait: UITraitDefinition {
    static let defaultValue = false
}

extension UITraitCollection {
    var isHighlightedRow: Bool { self[HighlightedRowTrait.self] }
}

extension UIMutableTraits {
    var isHighlightedRow: Bool {
        get { self[HighlightedRowTrait.self] }
        set { self[HighlightedRowTrait.self] = newValue }
    }
}

final class TraitAwareViewController: UIViewController {
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        traitOverrides.isHighlightedRow = true
        registerForTraitChanges([UITraitUserInterfaceStyle.self, HighlightedRowTrait.self]) {
            (self: Self, previousTraitCollection: UITraitCollection) in
            self.updateColors(previous: previousTraitCollection)
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self], action: Selector("sizeClassChanged", TraitAwareViewController.sizeClassChanged))
        badge.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
            (label: UILabel, _: UITraitCollection) in
            label.textColor = label.traitCollection.userInterfaceStyle == .dark ? .white : .black
        }
    }

    private func updateColors(previous: UITraitCollection) {
        let dark = traitCollection.userInterfaceStyle == .dark
        view.backgroundColor = traitCollection.isHighlightedRow ? .systemYellow : (dark ? .black : .white)
        let scaled = traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        badge.font = .preferredFont(forTextStyle: .body, compatibleWith: scaled)
        _ = UITraitCollection(mutations: { $0.userInterfaceIdiom = .pad; $0.displayGamut = .P3 })
        _ = traitCollection[UITraitVerticalSizeClass.self] == .compact
        let point = badge.convert(CGPoint.zero, to: view.window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace)
        _ = point
    }

    func sizeClassChanged() {
        view.setNeedsLayout()
    }
}

/// A sidebar-style split view as an iPad app sets one up.
final class SidebarSplitViewController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        preferredPrimaryColumnWidthFraction = 0.3
        minimumPrimaryColumnWidth = 280
        maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
        preferredSplitBehavior = .tile
        primaryBackgroundStyle = .sidebar
        displayModeButtonVisibility = .always
        presentsWithGesture = false
        primaryEdge = .leading
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        _ = splitBehavior == .overlay ? primaryColumnWidth : supplementaryColumnWidth
    }
}
