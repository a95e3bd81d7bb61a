// Appearances as an iOS 15+ app configures them at launch, unchanged but for being a fixture:
// bar appearances assigned to the bars' proxies, and proxies for items, labels and buttons.
import UIKit

enum AppearanceTheme {
    static let brand = UIColor(red: 0.12, green: 0.35, blue: 0.75, alpha: 1)

    static func configureAppearance() {
        let navigationBarAppearance = UINavigationBarAppearance()
        navigationBarAppearance.configureWithOpaqueBackground()
        navigationBarAppearance.backgroundColor = brand
        navigationBarAppearance.shadowColor = .clear
        navigationBarAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBarAppearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 34, weight: .heavy),
        ]
        navigationBarAppearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBarAppearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBarAppearance.backButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: -2, vertical: 0)
        navigationBarAppearance.setBackIndicatorImage(
            UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))

        UINavigationBar.appearance().standardAppearance = navigationBarAppearance
        UINavigationBar.appearance().scrollEdgeAppearance = navigationBarAppearance
        UINavigationBar.appearance().compactAppearance = navigationBarAppearance
        UINavigationBar.appearance().compactScrollEdgeAppearance = navigationBarAppearance
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().prefersLargeTitles = false
        UINavigationBar.appearance().isTranslucent = false

        let tabBarAppearance = UITabBarAppearance()
        tabBarAppearance.configureWithDefaultBackground()
        tabBarAppearance.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
        let itemAppearance = UITabBarItemAppearance(style: .stacked)
        itemAppearance.normal.iconColor = .systemGray
        itemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        itemAppearance.selected.iconColor = brand
        itemAppearance.selected.titleTextAttributes = [.foregroundColor: brand]
        itemAppearance.normal.badgeBackgroundColor = .systemOrange
        tabBarAppearance.stackedLayoutAppearance = itemAppearance
        tabBarAppearance.inlineLayoutAppearance = itemAppearance
        tabBarAppearance.compactInlineLayoutAppearance = itemAppearance
        UITabBar.appearance().standardAppearance = tabBarAppearance
        UITabBar.appearance().scrollEdgeAppearance = tabBarAppearance
        UITabBar.appearance().unselectedItemTintColor = .systemGray

        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithTransparentBackground()
        UIToolbar.appearance().standardAppearance = toolbarAppearance
        UIToolbar.appearance().compactAppearance = toolbarAppearance.copy()

        UIBarButtonItem.appearance().tintColor = .white
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = brand
        UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 11)], for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: brand], for: .selected)
        UITabBarItem.appearance().badgeColor = .systemPink

        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .darkGray
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .lightGray
        UIButton.appearance().tintColor = brand
        UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self, UINavigationController.self])
            .setTitleColor(.white, for: .normal)
        UISwitch.appearance().onTintColor = brand
        UISlider.appearance().minimumTrackTintColor = brand
        UIPageControl.appearance().currentPageIndicatorTintColor = brand
        UITableView.appearance().separatorColor = .systemGray4
        UITableViewCell.appearance().backgroundColor = .secondarySystemBackground
        UISearchBar.appearance().barTintColor = brand
        UITextField.appearance().tintColor = brand
    }
}

/// A screen that gives its own bar a look of its own, over what the proxies set for every bar.
class AppearanceDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance(barAppearance: navigationController?.navigationBar.standardAppearance ?? UINavigationBarAppearance())
        appearance.backgroundColor = .systemRed
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance.copy()
        navigationItem.compactAppearance = nil
        let transparent = UINavigationBarAppearance(idiom: .phone)
        transparent.configureWithTransparentBackground()
        navigationItem.compactScrollEdgeAppearance = transparent
        tabBarItem.standardAppearance = UITabBarAppearance(barAppearance: transparent)
    }
}

/// A bold, large symbol for a toolbar button, its weight and scale named as apps name them.
@MainActor func boldSymbol(named name: String) -> UIImage? {
    let weight: UIImage.SymbolWeight = .bold
    let scale: UIImage.SymbolScale = .large
    return UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: weight, scale: scale))
}

/// A badge drawn with a renderer, through helpers that take the base renderer types.
@MainActor func badge(size: CGSize) -> UIImage {
    func outline(_ context: UIGraphicsRendererContext) {
        UIColor.systemRed.setStroke()
        context.stroke(context.format.bounds.insetBy(dx: 1, dy: 1))
    }
    let format = UIGraphicsImageRendererFormat.preferred()
    format.scale = 2
    let renderer: UIGraphicsImageRenderer = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: size), format: format)
    let base: UIGraphicsRenderer = renderer
    precondition(base.allowsImageOutput && renderer.format.scale == 2)
    return renderer.image { context in
        outline(context)
        context.fill(CGRect(x: 4, y: 4, width: 4, height: 4), blendMode: .normal)
    }
}
