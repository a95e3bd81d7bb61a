import Foundation

/// The line StoreKit writes where the App Store would have shown something.
enum StoreLog {
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("StoreKit: \(message)\n".utf8))
    }
}
