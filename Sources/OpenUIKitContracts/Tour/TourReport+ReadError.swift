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
            self.init(path: path, place: error.place, reason: error.reason(decoding: "a report"))
        }

        /// `path: place: reason`, or `path: reason` without a place.
        public var description: String { [path, place, reason].compactMap { $0 }.joined(separator: ": ") }
    }
}
