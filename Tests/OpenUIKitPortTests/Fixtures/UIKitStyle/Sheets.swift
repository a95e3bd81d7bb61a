import UIKit

/// A controller that presents a half-height sheet with a grabber, and a filter sheet sized by a
/// custom detent, as iOS 15 and later apps write them.
class SheetsViewController: UIViewController, UISheetPresentationControllerDelegate {
    func showDetails() {
        let details = UIViewController()
        details.modalPresentationStyle = .pageSheet
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.delegate = self
        }
        present(details, animated: true)
    }

    func showFilters() {
        let filters = UINavigationController(rootViewController: UIViewController())
        let small = UISheetPresentationController.Detent.Identifier("small")
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: small) { context in context.maximumDetentValue * 0.3 },
                .large(),
            ]
            sheet.selectedDetentIdentifier = small
        }
        present(filters, animated: true)
    }

    func expand(_ sheet: UISheetPresentationController) {
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        print(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "smallest")
    }
}
