import MobileCoreServices
import UIKit

/// A Kanban board as the KanbanDragDrop app writes it: a collection view of boards, each cell a
/// table whose rows drag out as plain text and take drops from the other boards, and a trash
/// button that takes drops to delete.
class KanbanBoard {
    var title: String
    var items: [String]

    init(title: String, items: [String]) {
        self.title = title
        self.items = items
    }
}

class KanbanBoardCell: UICollectionViewCell {
    var tableView: UITableView!
    weak var parentVC: KanbanBoardViewController?
    var board: KanbanBoard?

    override func awakeFromNib() {
        super.awakeFromNib()
        self.layer.masksToBounds = true
        self.layer.cornerRadius = 10.0
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.tableFooterView = UIView()
    }

    func setup(with data: KanbanBoard) {
        self.board = data
        tableView.reloadData()
    }
}

extension KanbanBoardCell: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return board?.items.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(board!.items[indexPath.row])"
        return cell
    }
}

extension KanbanBoardCell: UITableViewDragDelegate {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let board = board, let stringData = board.items[indexPath.row].data(using: .utf8) else {
            return []
        }
        let itemProvider = NSItemProvider(item: stringData as NSData, typeIdentifier: kUTTypePlainText as String)
        let dragItem = UIDragItem(itemProvider: itemProvider)
        dragItem.localObject = board.items[indexPath.row]
        session.localContext = (board, indexPath, tableView)
        return [dragItem]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        self.parentVC?.navigationItem.rightBarButtonItem = nil
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        self.parentVC?.navigationItem.leftBarButtonItem = nil
    }
}

extension KanbanBoardCell: UITableViewDropDelegate {
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        if coordinator.session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String]) {
            coordinator.session.loadObjects(ofClass: NSString.self) { (items) in
                guard let string = items.first as? String else {
                    return
                }
                switch (coordinator.items.first?.sourceIndexPath, coordinator.destinationIndexPath) {
                case (.some(let sourceIndexPath), .some(let destinationIndexPath)):
                    self.tableView.beginUpdates()
                    self.board?.items.remove(at: sourceIndexPath.row)
                    self.board?.items.insert(string, at: destinationIndexPath.row)
                    self.tableView.moveRow(at: sourceIndexPath, to: destinationIndexPath)
                    self.tableView.endUpdates()
                case (nil, .some(let destinationIndexPath)):
                    self.removeSourceTableData(localContext: coordinator.session.localDragSession?.localContext)
                    self.tableView.beginUpdates()
                    self.board?.items.insert(string, at: destinationIndexPath.row)
                    self.tableView.insertRows(at: [destinationIndexPath], with: .automatic)
                    self.tableView.endUpdates()
                case (nil, nil):
                    self.removeSourceTableData(localContext: coordinator.session.localDragSession?.localContext)
                    self.tableView.beginUpdates()
                    self.board?.items.append(string)
                    self.tableView.insertRows(at: [IndexPath(row: self.board!.items.count - 1, section: 0)], with: .automatic)
                    self.tableView.endUpdates()
                default: break
                }
            }
        }
    }

    func removeSourceTableData(localContext: Any?) {
        if let (dataSource, sourceIndexPath, tableView) = localContext as? (KanbanBoard, IndexPath, UITableView) {
            tableView.beginUpdates()
            dataSource.items.remove(at: sourceIndexPath.row)
            tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
            tableView.endUpdates()
        }
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}

class KanbanBoardViewController: UICollectionViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var boards = [
        KanbanBoard(title: "Todo", items: ["Database Migration", "Schema Design"]),
        KanbanBoard(title: "Done", items: ["System Architecture"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.addInteraction(UIDropInteraction(delegate: self))
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return boards.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! KanbanBoardCell
        cell.setup(with: boards[indexPath.item])
        cell.parentVC = self
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let provider = NSItemProvider(object: boards[indexPath.item].title as NSString)
        let item = UIDragItem(itemProvider: provider)
        item.localObject = boards[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard collectionView.hasActiveDrag else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let source = item.sourceIndexPath, let board = item.dragItem.localObject as? KanbanBoard else { return }
        collectionView.performBatchUpdates({
            self.boards.remove(at: source.item)
            self.boards.insert(board, at: destination.item)
            collectionView.moveItem(at: source, to: destination)
        }, completion: nil)
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

extension KanbanBoardViewController: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        return UIDropProposal(operation: .move)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.progressIndicatorStyle = .none
        if session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String]) {
            session.loadObjects(ofClass: NSString.self) { (items) in
                guard let _ = items.first as? String else {
                    return
                }
                if let (dataSource, sourceIndexPath, tableView) = session.localDragSession?.localContext as? (KanbanBoard, IndexPath, UITableView) {
                    tableView.beginUpdates()
                    dataSource.items.remove(at: sourceIndexPath.row)
                    tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
                    tableView.endUpdates()
                }
            }
        }
    }
}

/// A photo that drags out as an image and a link, with a lifted preview of its own.
class DraggablePhotoView: UIImageView, UIDragInteractionDelegate {
    let link = URL(string: "https://example.com/photo")!

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        let drag = UIDragInteraction(delegate: self)
        drag.isEnabled = true
        addInteraction(drag)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let image = image else { return [] }
        let provider = NSItemProvider(object: image)
        provider.registerObject(link as NSURL, visibility: .all)
        provider.suggestedName = "photo.png"
        let item = UIDragItem(itemProvider: provider)
        item.previewProvider = { UIDragPreview(view: UIImageView(image: image)) }
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
        parameters.backgroundColor = .clear
        return UITargetedDragPreview(view: self, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        animator.addAnimations { self.alpha = 0.5 }
        animator.addCompletion { position in
            if position == .end { self.alpha = 1 }
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        if operation == .move { image = nil }
    }
}
