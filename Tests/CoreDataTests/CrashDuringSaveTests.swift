import CoreData
import Foundation
import XCTest

/// A process killed in the middle of a save (SIGKILL: nothing of it runs after) leaves a store
/// that opens, holds every round saved before and nothing of the round being saved, and takes
/// new saves. The process is `CoreDataSaveProbe`, built beside the tests; it is killed once the
/// store's write-ahead log has grown by a megabyte during its big save, that is, while SQLite is
/// writing the transaction.
final class CrashDuringSaveTests: CoreDataTestCase {
    private var probe: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
            .appendingPathComponent("CoreDataSaveProbe")
    }

    /// Runs the probe to its end.
    private func save(_ store: URL, from round: Int, counts: [Int]) throws {
        let process = try start(store, from: round, counts: counts)
        _ = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    private func start(_ store: URL, from round: Int, counts: [Int]) throws -> Process {
        let process = Process()
        process.executableURL = probe
        process.arguments =
            [try Self.fixture("Library.xcdatamodeld").path, store.path, String(round)] + counts.map(String.init)
        process.standardOutput = Pipe()
        try process.run()
        return process
    }

    /// Starts a save of `count` objects as round `round` and kills the process in the middle
    /// of its transaction.
    private func kill(_ store: URL, savingRound round: Int, count: Int) throws {
        let process = try start(store, from: round, counts: [count])
        let output = try XCTUnwrap((process.standardOutput as? Pipe)?.fileHandleForReading)
        var said = ""
        while !said.contains("saving \(round)\n") {
            let data = output.availableData
            XCTAssertFalse(data.isEmpty, "the probe ended before saving: \(said)")
            if data.isEmpty { return }
            said += String(decoding: data, as: UTF8.self)
        }
        let log = store.path + "-wal"
        func logSize() -> Int { ((try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? Int) ?? 0 }
        let before = logSize()
        let deadline = Date().addingTimeInterval(60)
        while logSize() < before + 1_000_000, process.isRunning, Date() < deadline {}
        XCTAssertTrue(process.isRunning, "the save ended before the kill")
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        said += String(decoding: output.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertFalse(said.contains("saved \(round)"), "killed before the save returned")
    }

    /// Books per round title, read by a container of this process.
    private func rounds(_ store: URL) throws -> [String: Int] {
        let container = try container("Library")
        XCTAssertEqual(container.persistentStoreCoordinator.persistentStores.first?.url?.path, store.path)
        let context = container.newBackgroundContext()
        return try context.performAndWait {
            let request = NSFetchRequest<NSDictionary>(entityName: "Book")
            request.resultType = .dictionaryResultType
            request.propertiesToFetch = ["title"]
            var counts: [String: Int] = [:]
            for row in try context.fetch(request) { counts[row["title"] as? String ?? "", default: 0] += 1 }
            return counts
        }
    }

    func testAStoreKilledMidSaveKeepsTheLastSavedState() throws {
        guard FileManager.default.isExecutableFile(atPath: probe.path) else {
            return XCTFail("no \(probe.path): swift build --build-tests builds it")
        }
        let store = folder.appendingPathComponent("Library.sqlite")
        try save(store, from: 1, counts: [100, 250])
        try kill(store, savingRound: 3, count: 20_000)
        XCTAssertEqual(try rounds(store), ["round 1": 100, "round 2": 250])

        // The next process saves on top of it, and is killed in its own big save too.
        try save(store, from: 3, counts: [10])
        try kill(store, savingRound: 4, count: 20_000)
        XCTAssertEqual(try rounds(store), ["round 1": 100, "round 2": 250, "round 3": 10])
    }
}
