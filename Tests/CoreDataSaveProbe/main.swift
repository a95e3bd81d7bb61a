import CoreData
import Foundation

// The process CrashDuringSaveTests kills in the middle of a save.
//
//     CoreDataSaveProbe MODEL STORE ROUND COUNT...
//
// Opens the SQLite store STORE with the model at MODEL and saves one round per COUNT: COUNT
// books titled "round R" (R counting up from ROUND), each with a kilobyte of text so that a big
// round's transaction outgrows SQLite's page cache and writes to the log before it commits.
// Before each save it prints "saving R", after it "saved R", and flushes.

let arguments = CommandLine.arguments
guard arguments.count >= 5, let model = NSManagedObjectModel(contentsOf: URL(fileURLWithPath: arguments[1])),
    let first = Int(arguments[3])
else {
    FileHandle.standardError.write(Data("usage: CoreDataSaveProbe MODEL STORE ROUND COUNT...\n".utf8))
    exit(2)
}
let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: arguments[2]))]
var failure: (any Error)?
container.loadPersistentStores { _, error in failure = error }
if let failure {
    FileHandle.standardError.write(Data("CoreDataSaveProbe: \(failure)\n".utf8))
    exit(1)
}
let context = container.newBackgroundContext()
let filler = String(repeating: "x", count: 1_000)
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

for (offset, count) in arguments.dropFirst(4).compactMap({ Int($0) }).enumerated() {
    let round = first + offset
    do {
        try context.performAndWait {
            let entity = model.entitiesByName["Book"]!
            for index in 0..<count {
                let book = NSManagedObject(entity: entity, insertInto: context)
                book.setValue("round \(round)", forKey: "title")
                book.setValue(Int32(index), forKey: "pages")
                book.setValue(Data(filler.utf8), forKey: "cover")
            }
            say("saving \(round)")
            try context.save()
            say("saved \(round)")
            context.reset()
        }
    } catch {
        FileHandle.standardError.write(Data("CoreDataSaveProbe: \(error)\n".utf8))
        exit(1)
    }
}
