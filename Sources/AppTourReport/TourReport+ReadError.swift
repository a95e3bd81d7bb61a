import Foundation

extension TourReport {
    /// Why a `tour.json` could not be read, and where: the file, then the JSON path of the value
    /// that is wrong (`screens[2].title`) or the line and column of a syntax error.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        /// The file's path.
        public var path: String
        /// Where in the file: a JSON path (`screens[2].title`), or JSON's own words for a syntax
        /// error's place (`line 3, column 7`); nil for the file as a whole.
        public var place: String?
        /// What is wrong there.
        public var reason: String

        /// Makes an error from its parts.
        public init(path: String, place: String?, reason: String) {
            self.path = path
            self.place = place
            self.reason = reason
        }

        /// The error JSONDecoder gave, located in the file at `path`.
        init(path: String, _ error: DecodingError) {
            func located(_ context: DecodingError.Context, adding key: (any CodingKey)? = nil) -> String? {
                let keys = context.codingPath + (key.map { [$0] } ?? [])
                guard !keys.isEmpty else { return nil }
                return keys.reduce(into: "") { path, key in
                    if let index = key.intValue, key.stringValue.hasPrefix("Index ") {
                        path += "[\(index)]"
                    } else {
                        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
                    }
                }
            }
            switch error {
            case .keyNotFound(let key, let context):
                self.init(
                    path: path, place: located(context), reason: "the key \"\(key.stringValue)\" is missing")
            case .typeMismatch(let type, let context):
                self.init(path: path, place: located(context), reason: "\(type) was expected here")
            case .valueNotFound(let type, let context):
                self.init(path: path, place: located(context), reason: "a \(type) was expected here, not null")
            case .dataCorrupted(let context):
                // A syntax error has no coding path; JSONSerialization's words place it.
                let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                self.init(
                    path: path, place: located(context),
                    reason: "not JSON a report decodes from: \(underlying ?? context.debugDescription)")
            @unknown default:
                self.init(path: path, place: nil, reason: "\(error)")
            }
        }

        /// `path: place: reason`, or `path: reason` without a place.
        public var description: String { [path, place, reason].compactMap { $0 }.joined(separator: ": ") }
    }
}
