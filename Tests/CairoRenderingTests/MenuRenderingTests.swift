import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// A preview controller: a coloured panel with a caption.
@MainActor
private final class PhotoPreview: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.35, green: 0.6, blue: 0.85, alpha: 1)
        let caption = UILabel(frame: CGRect(x: 16, y: 16, width: 240, height: 24))
        caption.text = "Lake at dawn"
        caption.font = .boldSystemFont(ofSize: 20)
        caption.textColor = .white
        view.addSubview(caption)
    }
}

/// Menus drawn as iOS 17 draws them, in light and dark, against the references in
/// `References/` (each looked at before it was kept): a button's menu with a title, a
/// single-selection group with its checkmark, a submenu, a subtitle, a disabled and a
/// destructive action; and a long press's context menu with a preview over the dimmed window.
final class MenuRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    func testButtonMenu() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = styledWindow(CGSize(width: 320, height: 568), style)
                let button = UIButton(type: .system)
                button.setTitle("Sort", for: .normal)
                button.frame = CGRect(x: 16, y: 40, width: 80, height: 44)
                root.view.addSubview(button)
                button.menu = UIMenu(
                    title: "Sort By",
                    children: [
                        UIMenu(
                            options: [.displayInline, .singleSelection],
                            children: [
                                UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
                                UIAction(title: "Size") { _ in },
                            ]),
                        UIMenu(
                            title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
                            children: [UIAction(title: "Copy") { _ in }]),
                        UIAction(
                            title: "Rename", subtitle: "Give it a new name", image: UIImage(systemName: "pencil")
                        ) { _ in },
                        UIAction(title: "Mail", image: UIImage(systemName: "envelope"), attributes: .disabled) { _ in },
                        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                        },
                    ])
                button.showsMenuAsPrimaryAction = true
                UIEventInjector.shared.touchDown(at: CGPoint(x: 56, y: 62), in: window)
                UIEventInjector.shared.touchUp()
                UIApplication.shared.runUntilIdle()
                assertSnapshot(of: window, named: "menu-\(name)")
                UIEventInjector.shared.touchDown(at: CGPoint(x: 300, y: 540), in: window)
                UIEventInjector.shared.touchUp()
                UIApplication.shared.runUntilIdle()
                window.isHidden = true
            }
        }
    }

    func testContextMenuWithPreview() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = styledWindow(CGSize(width: 320, height: 568), style)
                let card = UILabel(frame: CGRect(x: 16, y: 60, width: 288, height: 60))
                card.text = "  Lake at dawn"
                card.backgroundColor = .secondarySystemBackground
                root.view.addSubview(card)
                card.isUserInteractionEnabled = true
                let delegate = PreviewMenuDelegate()
                card.addInteraction(UIContextMenuInteraction(delegate: delegate))
                UIEventInjector.shared.touchDown(at: CGPoint(x: 160, y: 90), in: window)
                UIApplication.shared.advance(by: 0.6)
                UIEventInjector.shared.touchUp()
                UIApplication.shared.runUntilIdle()
                assertSnapshot(of: window, named: "context-menu-preview-\(name)")
                UIEventInjector.shared.touchDown(at: CGPoint(x: 20, y: 540), in: window)
                UIEventInjector.shared.touchUp()
                UIApplication.shared.runUntilIdle()
                window.isHidden = true
                withExtendedLifetime(delegate) {}
            }
        }
    }
}

/// A context menu with a preview: three actions, the last destructive.
@MainActor
private final class PreviewMenuDelegate: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(
            identifier: nil,
            previewProvider: {
                let preview = PhotoPreview()
                preview.preferredContentSize = CGSize(width: 288, height: 180)
                return preview
            },
            actionProvider: { _ in
                UIMenu(children: [
                    UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { _ in },
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ])
            })
    }
}
