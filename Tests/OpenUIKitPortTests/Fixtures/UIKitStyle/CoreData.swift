import CoreData
import UIKit

/// An entity's class as Xcode generates it ("Class Definition" codegen, +CoreDataClass.swift and
/// +CoreDataProperties.swift), without the `@objc(Note)` line the port removes.
public class Note: NSManagedObject {}

extension Note {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Note> {
        return NSFetchRequest<Note>(entityName: "Note")
    }

    @NSManaged public var title: String?
    @NSManaged public var body: String?
    @NSManaged public var createdAt: Date?
    @NSManaged public var pinned: Bool
    @NSManaged public var priority: Int16
    @NSManaged public var folder: Folder?
}

public class Folder: NSManagedObject {}

extension Folder {
    @NSManaged public var name: String?
    @NSManaged public var notes: NSSet?

    @NSManaged public func addToNotes(_ value: Note)
    @NSManaged public func removeFromNotes(_ value: Note)
}

/// The stack as Xcode's "Use Core Data" template puts it in the app delegate.
final class CoreDataStack {
    static let shared = CoreDataStack()

    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { storeDescription, error in
            if let error = error as NSError? {
                print("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        // Pinned to a query generation, as apps with persistent history tracking do.
        do {
            try container.viewContext.setQueryGenerationFrom(.current)
        } catch {
            print("Failed to pin viewContext to the current generation: \(error)")
        }
        return container
    }()

    /// The generation the view context reads, for a background reader to share.
    func pinnedReader() -> NSManagedObjectContext {
        let reader = persistentContainer.newBackgroundContext()
        reader.perform {
            try? reader.setQueryGenerationFrom(self.persistentContainer.viewContext.queryGenerationToken)
        }
        return reader
    }

    func saveContext() {
        let context = persistentContainer.viewContext
        if context.hasChanges {
            do {
                try context.save()
            } catch {
                let nserror = error as NSError
                print("Unresolved error \(nserror), \(nserror.userInfo)")
            }
        }
    }

    func importNotes(_ titles: [String]) {
        persistentContainer.performBackgroundTask { context in
            for title in titles {
                let note = Note(context: context)
                note.title = title
                note.createdAt = Date()
            }
            try? context.save()
        }
    }
}

/// A list of notes driven by a fetched-results controller, as tutorials write it.
class NoteListViewController: UITableViewController, NSFetchedResultsControllerDelegate {
    var folder: Folder?
    private var context: NSManagedObjectContext { CoreDataStack.shared.persistentContainer.viewContext }

    private lazy var fetchedResultsController: NSFetchedResultsController<Note> = {
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.sortDescriptors = [
            NSSortDescriptor(key: "pinned", ascending: false), NSSortDescriptor(key: "createdAt", ascending: false),
        ]
        if let folder = folder {
            request.predicate = NSPredicate(format: "folder == %@ AND title CONTAINS[cd] %@", folder, "")
        }
        request.fetchBatchSize = 20
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        controller.delegate = self
        return controller
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
        do {
            try fetchedResultsController.performFetch()
        } catch {
            print("Fetch failed: \(error.localizedDescription)")
        }
    }

    func addNote() {
        let note = Note(context: context)
        note.title = "New note"
        note.createdAt = Date()
        note.priority = 1
        folder?.addToNotes(note)
        CoreDataStack.shared.saveContext()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return fetchedResultsController.sections?.count ?? 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fetchedResultsController.sections?[section].numberOfObjects ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        let note = fetchedResultsController.object(at: indexPath)
        cell.textLabel?.text = note.title
        cell.accessoryType = note.pinned ? .checkmark : .none
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        context.delete(fetchedResultsController.object(at: indexPath))
        CoreDataStack.shared.saveContext()
    }

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.beginUpdates()
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        switch type {
        case .insert:
            if let newIndexPath = newIndexPath { tableView.insertRows(at: [newIndexPath], with: .automatic) }
        case .delete:
            if let indexPath = indexPath { tableView.deleteRows(at: [indexPath], with: .automatic) }
        case .update:
            if let indexPath = indexPath { tableView.reloadRows(at: [indexPath], with: .none) }
        case .move:
            if let indexPath = indexPath, let newIndexPath = newIndexPath {
                tableView.moveRow(at: indexPath, to: newIndexPath)
            }
        @unknown default:
            break
        }
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {
        switch type {
        case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)
        case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
        default: break
        }
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.endUpdates()
    }
}

/// Counting and batch deletion from a settings screen.
final class NotesSettingsViewController: UIViewController {
    let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func countPinned() -> Int {
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        request.predicate = NSPredicate(format: "pinned == YES AND priority >= %d", 1)
        return (try? container.viewContext.count(for: request)) ?? 0
    }

    func deleteAll() {
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeObjectIDs
        let context = container.newBackgroundContext()
        context.perform {
            if let result = try? context.execute(delete) as? NSBatchDeleteResult,
                let ids = result.result as? [NSManagedObjectID]
            {
                NSManagedObjectContext.mergeChanges(
                    fromRemoteContextSave: [NSDeletedObjectsKey: ids], into: [self.container.viewContext])
            }
        }
    }
}
