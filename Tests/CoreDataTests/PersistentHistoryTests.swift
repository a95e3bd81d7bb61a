import CoreData
import XCTest

/// Persistent history on a CloudKit container, which works as a local store here: each save is a
/// transaction with its author, context and changes, kept in the store's file, readable after a
/// token, mergeable into another context, deletable, and announced by a remote-change notification.
final class PersistentHistoryTests: CoreDataTestCase {
    private func historyContainer() throws -> NSPersistentContainer {
        let model = try XCTUnwrap(Self.model)
        let container = NSPersistentCloudKitContainer(name: "Library", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: folder.appendingPathComponent("History.sqlite"))
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        container.persistentStoreDescriptions = [description]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    private func transactions(
        _ context: NSManagedObjectContext, after token: NSPersistentHistoryToken?
    ) throws -> [NSPersistentHistoryTransaction] {
        let result = try context.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: token))
        return try XCTUnwrap((result as? NSPersistentHistoryResult)?.result as? [NSPersistentHistoryTransaction])
    }

    func testSavesAreTransactionsWithTheirChanges() throws {
        let container = try historyContainer()
        let context = container.viewContext
        context.name = "viewContext"
        context.transactionAuthor = "app"
        let announced = TokenLog()
        let observer = NotificationCenter.default.addObserver(
            forName: .NSPersistentStoreRemoteChange, object: container.persistentStoreCoordinator, queue: nil
        ) { notification in
            if let token = notification.userInfo?[NSPersistentHistoryTokenKey] as? NSPersistentHistoryToken {
                announced.tokens.append(token)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        let kept = Book(context: context)
        kept.title = "The Dispossessed"
        let dropped = Book(context: context)
        dropped.title = "Rocannon's World"
        try context.save()
        let other = container.newBackgroundContext()
        let keptID = kept.objectID
        let held = try other.performAndWait { try XCTUnwrap(other.existingObject(with: keptID) as? Book) }
        kept.title = "The Left Hand of Darkness"
        try context.save()
        context.delete(dropped)
        try context.save()

        let all = try transactions(context, after: nil)
        XCTAssertEqual(all.map { $0.changes?.map(\.changeType) ?? [] }, [[.insert, .insert], [.update], [.delete]])
        XCTAssertEqual(all.map(\.author), ["app", "app", "app"])
        XCTAssertEqual(all.map(\.contextName), ["viewContext", "viewContext", "viewContext"])
        XCTAssertEqual(all[1].changes?.first?.changedObjectID, kept.objectID)
        XCTAssertEqual(all[1].changes?.first?.updatedProperties?.map(\.name), ["title"])
        XCTAssertTrue(all[1].changes?.first?.transaction === all[1])
        XCTAssertEqual(announced.tokens, all.map(\.token), "a remote-change notification per save, with its token")
        XCTAssertEqual(
            container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil), all[2].token)

        // After a token: the later transactions; a token survives archiving.
        let archived = try NSKeyedArchiver.archivedData(withRootObject: all[0].token, requiringSecureCoding: true)
        let token = try XCTUnwrap(
            try NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: archived))
        XCTAssertEqual(token, all[0].token)
        XCTAssertEqual(try transactions(context, after: token).map(\.transactionNumber), [2, 3].map(Int64.init))

        // A transaction's notification merges into a context holding an older value.
        other.performAndWait {
            XCTAssertEqual(held.title, "The Dispossessed")
            other.mergeChanges(fromContextDidSave: all[1].objectIDNotification())
            XCTAssertEqual(held.title, "The Left Hand of Darkness")
        }

        // Deleting up to a transaction; what is left is in the file for the next container.
        _ = try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: all[1]))
        XCTAssertEqual(try transactions(context, after: nil).map(\.transactionNumber), [3])
        let reopened = try historyContainer()
        XCTAssertEqual(try transactions(reopened.viewContext, after: nil).count, 1)
    }

    func testAStoreWithoutHistoryRefusesAHistoryRequest() throws {
        let container = try container()
        XCTAssertNil(container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil))
        XCTAssertThrowsError(
            try container.viewContext.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: Date.distantPast))
        ) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreOperationError)
        }
    }
}

/// The tokens remote-change notifications carried (posted on the saving thread: this test's).
private final class TokenLog: @unchecked Sendable {
    var tokens: [NSPersistentHistoryToken] = []
}
