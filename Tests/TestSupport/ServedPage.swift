import Foundation

/// The line `WebApplicationHost` prints when it starts serving: "OpenUIKit: Showcase is served
/// at http://127.0.0.1:…/". Tests that start an app with `OPENUIKIT_HOST=web` read the page's
/// address from it.
public enum ServedPage {
    /// The page's URL in `output`, once the line is there.
    public static func url(in output: String) -> URL? {
        for line in output.split(separator: "\n") where line.contains(" is served at ") {
            return line.components(separatedBy: " is served at ").last.flatMap {
                URL(string: $0.trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }
}
