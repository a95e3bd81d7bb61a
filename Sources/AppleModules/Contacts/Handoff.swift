import Foundation

/// Hands a value the caller made (a completion handler) to the queue that calls it; the value
/// is used there only, as Apple's frameworks call an app's handlers.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
}
