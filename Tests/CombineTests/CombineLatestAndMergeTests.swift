import Combine
import Foundation
import XCTest

private enum Failure: Error, Equatable { case broken }

final class CombineLatestAndMergeTests: XCTestCase {
    func testCombineLatestWaitsForBothThenSendsOnEitherChange() {
        let name = PassthroughSubject<String, Never>()
        let age = PassthroughSubject<Int, Never>()
        var heard: [String] = []
        var finished = false
        let subscription = name.combineLatest(age) { "\($0) \($1)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { heard.append($0) })
        name.send("Ann")
        XCTAssertEqual(heard, [])
        age.send(30)
        name.send("Bo")
        age.send(31)
        XCTAssertEqual(heard, ["Ann 30", "Bo 30", "Bo 31"])
        name.send(completion: .finished)
        XCTAssertFalse(finished)
        age.send(32)
        age.send(completion: .finished)
        XCTAssertEqual(heard.last, "Bo 32")
        XCTAssertTrue(finished)
        withExtendedLifetime(subscription) {}
    }

    func testCombineLatestOfThreeAndFourAndTheFormValidationIdiom() {
        let user = CurrentValueSubject<String, Never>("")
        let password = CurrentValueSubject<String, Never>("")
        let agreed = CurrentValueSubject<Bool, Never>(false)
        var valid: [Bool] = []
        let subscription = Publishers.CombineLatest3(user, password, agreed)
            .map { !$0.isEmpty && $1.count >= 4 && $2 }
            .removeDuplicates()
            .sink { valid.append($0) }
        user.value = "ann"
        password.value = "secret"
        agreed.value = true
        XCTAssertEqual(valid, [false, true])
        var quads: [String] = []
        let four = Just(1).combineLatest(Just("b"), Just(true), Just(2.5)).sink { quads.append("\($0)\($1)\($2)\($3)") }
        XCTAssertEqual(quads, ["1btrue2.5"])
        withExtendedLifetime((subscription, four)) {}
    }

    func testCombineLatestFailsAsSoonAsOneUpstreamFails() {
        let left = PassthroughSubject<Int, Failure>()
        let right = PassthroughSubject<Int, Failure>()
        var completion: Subscribers.Completion<Failure>?
        var values: [Int] = []
        let subscription = left.combineLatest(right).map { $0 + $1 }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        left.send(1)
        right.send(2)
        right.send(completion: .failure(.broken))
        left.send(5)
        XCTAssertEqual(values, [3])
        XCTAssertEqual(completion, .failure(.broken))
        withExtendedLifetime(subscription) {}
    }

    func testMergeInterleavesInArrivalOrderAndFinishesWhenAllFinish() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let subscription = first.merge(with: second)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        first.send(1)
        second.send(2)
        first.send(3)
        first.send(completion: .finished)
        second.send(4)
        XCTAssertFalse(finished)
        second.send(completion: .finished)
        XCTAssertEqual(values, [1, 2, 3, 4])
        XCTAssertTrue(finished)

        var many: [Int] = []
        let all = Publishers.MergeMany([[1, 2].publisher, [3].publisher, [4, 5].publisher]).collect()
            .sink { many = $0 }
        XCTAssertEqual(many.sorted(), [1, 2, 3, 4, 5])
        var empty = false
        let none = Publishers.MergeMany([Just<Int>]()).sink(
            receiveCompletion: { _ in empty = true }, receiveValue: { _ in })
        XCTAssertTrue(empty)
        withExtendedLifetime((subscription, all, none)) {}
    }

    func testLimitedDemandIsRespected() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: (any Subscription)?
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: {
                subscription = $0
                $0.request(.max(2))
            },
            receiveValue: {
                received.append($0)
                return .none
            },
            receiveCompletion: { _ in })
        subject.merge(with: Empty()).subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(received, [1, 2])
        // A subscription nobody cancels lives as long as its subject, in Combine as here.
        subscription?.cancel()
    }
}
