import Combine
import Foundation
import TestSupport
import XCTest

private struct Item: Decodable, Equatable {
    let id: Int
}

final class FoundationPublisherTests: XCTestCase {
    func testNotificationCenterPublisherFiltersByNameAndObject() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.changed")
        let sender = NSObject()
        var heard: [String] = []
        let subscription = center.publisher(for: name, object: sender)
            .map { $0.userInfo?["value"] as? String ?? "none" }
            .sink { heard.append($0) }
        center.post(name: name, object: sender, userInfo: ["value": "one"])
        center.post(name: name, object: NSObject(), userInfo: ["value": "other object"])
        center.post(name: Notification.Name("CombineTests.other"), object: sender)
        center.post(name: name, object: sender, userInfo: ["value": "two"])
        XCTAssertEqual(heard, ["one", "two"])
        subscription.cancel()
        center.post(name: name, object: sender, userInfo: ["value": "three"])
        XCTAssertEqual(heard, ["one", "two"])
    }

    func testDataTaskPublisherLoadsFromALoopbackServer() throws {
        let server = try LoopbackServer(pages: [
            "/items": .init(type: "application/json", body: Data(#"[{"id":1},{"id":2}]"#.utf8))
        ])
        defer { server.stop() }
        let done = expectation(description: "load")
        var items: [Item] = []
        var status = 0
        let publisher: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: server.url("/items"))
        let subscription =
            publisher
            .handleEvents(receiveOutput: { output in status = (output.response as? HTTPURLResponse)?.statusCode ?? 0 })
            .map(\.data)
            .decode(type: [Item].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in done.fulfill() }, receiveValue: { items = $0 })
        wait(for: [done], timeout: 30)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(items, [Item(id: 1), Item(id: 2)])
        withExtendedLifetime(subscription) {}
    }

    func testDataTaskPublisherFailsWithURLErrorWhenNothingListens() throws {
        // A port that was just free: bound, then closed, so the connection is refused.
        let server = try LoopbackServer(pages: [:])
        let url = server.url("/gone")
        server.stop()
        let done = expectation(description: "failure")
        var failure: URLError?
        let subscription = URLSession.shared.dataTaskPublisher(for: URLRequest(url: url))
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { failure = error }
                    done.fulfill()
                }, receiveValue: { _ in XCTFail("a closed port answered") })
        wait(for: [done], timeout: 30)
        XCTAssertNotNil(failure)
        withExtendedLifetime(subscription) {}
    }

    func testTimerPublisherTicksOnTheRunLoopOnceConnected() {
        var ticks: [Date] = []
        let subscription = Timer.publish(every: 0.001, on: .current, in: .default)
            .autoconnect()
            .sink { ticks.append($0) }
        // The run loop drives the timer: run it until three ticks came, bounded by a deadline.
        let deadline = Date().addingTimeInterval(10)
        while ticks.count < 3 && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        subscription.cancel()
        XCTAssertGreaterThanOrEqual(ticks.count, 3)
        XCTAssertEqual(ticks, ticks.sorted())
        let count = ticks.count
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        XCTAssertEqual(ticks.count, count, "a cancelled timer ticked")
    }
}
