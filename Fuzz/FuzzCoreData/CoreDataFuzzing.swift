import CoreData
import Foundation
import FuzzSupport

@testable import CoreData

/// Core Data's untrusted inputs: a model file's XML (the `.xcdatamodel/contents` an app ships)
/// and a store file (whatever is on disk where the store should be), each read as the app would.
enum CoreDataFuzzing {
    /// The model a fuzzed store is opened with: an entity with every kind of column and both
    /// kinds of relationship.
    static let model: NSManagedObjectModel? = try? ModelFileReader.parse(
        Data(
            """
            <model>
                <entity name="Item">
                    <attribute name="text" optional="YES" attributeType="String"/>
                    <attribute name="number" optional="YES" attributeType="Integer 64"/>
                    <attribute name="when" optional="YES" attributeType="Date"/>
                    <attribute name="id" optional="YES" attributeType="UUID"/>
                    <attribute name="blob" optional="YES" attributeType="Transformable"/>
                    <relationship name="parent" optional="YES" maxCount="1" destinationEntity="Item" inverseName="children"/>
                    <relationship name="children" optional="YES" toMany="YES" destinationEntity="Item" inverseName="parent"/>
                </entity>
            </model>
            """.utf8), path: "fuzz")

    static func run(_ data: Data) {
        if let parsed = try? ModelFileReader.parse(data, path: "contents") {
            for entity in parsed.entities {
                for relationship in entity.relationshipsByName.values {
                    _ = relationship.destinationEntity
                    _ = relationship.inverseRelationship
                }
            }
        }
        guard let model else { return }
        let url = FuzzInput.write(data, to: "Store.sqlite")
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        guard (try? coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url)) != nil
        else { return }
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        context.performAndWait {
            let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
            for object in (try? context.fetch(request)) ?? [] {
                _ = object.value(forKey: "children")
                _ = object.value(forKey: "parent")
            }
        }
        for store in coordinator.persistentStores { try? coordinator.remove(store) }
    }
}
