import Foundation

extension DecodingError {
    /// Where decoding stopped: a JSON path (`screens[2].title`), including the missing key for
    /// `keyNotFound`; nil for the document as a whole (a syntax error says its place in `reason`).
    var place: String? {
        func located(_ context: Context, adding key: (any CodingKey)? = nil) -> String? {
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
        switch self {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return located(context)
        @unknown default:
            return nil
        }
    }

    /// What is wrong at `place`, in words; `document` names what the text should have been
    /// ("a report") for the syntax-error case.
    func reason(decoding document: String) -> String {
        switch self {
        case .keyNotFound(let key, _):
            return "the key \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, _):
            return "\(type) was expected here"
        case .valueNotFound(let type, _):
            return "a \(type) was expected here, not null"
        case .dataCorrupted(let context):
            // A syntax error has no coding path; JSONSerialization's words place it.
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not JSON \(document) decodes from: \(underlying ?? context.debugDescription)"
        @unknown default:
            return "\(self)"
        }
    }
}
