import Combine
import Foundation
import XCTest

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var name = "start"
}

final class PublishedTests: XCTestCase {
    func testPublishedSendsTheCurrentValueThenEachNewOneBeforeItIsStored() {
        let counter = Counter()
        var heard: [String] = []
        let subscription = counter.$count.sink { value in
            // willSet semantics, as on iOS: the property still holds the old value.
            heard.append("\(value) while \(counter.count)")
        }
        counter.count = 1
        counter.count = 5
        XCTAssertEqual(heard, ["0 while 0", "1 while 0", "5 while 1"])
        subscription.cancel()
        counter.count = 9
        XCTAssertEqual(heard.count, 3)
    }

    func testObjectWillChangeFiresForEveryPublishedProperty() {
        let counter = Counter()
        var changes = 0
        let subscription = counter.objectWillChange.sink { changes += 1 }
        counter.count += 1
        counter.name = "next"
        XCTAssertEqual(changes, 2)
        withExtendedLifetime(subscription) {}
    }

    func testSubjectsOperatorsAndStoreIn() {
        var cancellables = Set<AnyCancellable>()
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("a")
        var received: [String] = []
        subject.map { $0 * 2 }.filter { $0 > 2 }.combineLatest(current)
            .map { "\($0)\($1)" }
            .eraseToAnyPublisher()
            .sink { received.append($0) }
            .store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        current.value = "b"
        XCTAssertEqual(received, ["4a", "4b"])
        XCTAssertEqual(cancellables.count, 1)

        var just: [Int] = []
        var completed = false
        _ = Just(7).sink(receiveCompletion: { _ in completed = true }, receiveValue: { just.append($0) })
        XCTAssertEqual(just, [7])
        XCTAssertTrue(completed)
    }

    func testAssignToOnWritesTheObjectsProperty() {
        let counter = Counter()
        let subscription = [3, 4].publisher.map { "n\($0)" }.assign(to: \.name, on: counter)
        XCTAssertEqual(counter.name, "n4")
        withExtendedLifetime(subscription) {}
    }

    func testFutureDeliversOnTheMainQueueWhenAsked() {
        let done = expectation(description: "future")
        var onMain = false
        var value = 0
        let subscription = Future<Int, Never> { promise in promise(.success(42)) }
            .subscribe(on: DispatchQueue.global())
            .receive(on: DispatchQueue.main)
            .sink { received in
                onMain = Thread.isMainThread
                value = received
                done.fulfill()
            }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(onMain)
        XCTAssertEqual(value, 42)
        withExtendedLifetime(subscription) {}
    }

    func testReceiveOnRunLoopMain() {
        let done = expectation(description: "run loop")
        var onMain = false
        let subscription = Just("x").receive(on: RunLoop.main).sink { _ in
            onMain = Thread.isMainThread
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(onMain)
        withExtendedLifetime(subscription) {}
    }
}
