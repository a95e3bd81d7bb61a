import Foundation
import OpenUIKit

/// The filters Core Image has here, each a function of its input image and numeric parameters
/// computed on pixels.
struct BuiltInFilter: Sendable {
    struct Parameter: Sendable {
        let key: String
        let defaultValue: Double
        let range: ClosedRange<Double>
    }

    let name: String
    let displayName: String
    let categories: [String]
    let parameters: [Parameter]
    /// The output for an input image and the parameters' values.
    let apply: @Sendable (CIImage, [String: Double]) -> CIImage

    static let all: [String: BuiltInFilter] = {
        var filters = ColorFilters.all + [GaussianBlur.filter]
        filters.sort { $0.name < $1.name }
        return Dictionary(uniqueKeysWithValues: filters.map { ($0.name, $0) })
    }()

    /// A filter changing each pixel's colour by `body` (unpremultiplied, clamped to 0…1 after).
    static func colorFilter(
        _ name: String, _ displayName: String, parameters: [Parameter] = [],
        _ body: @escaping @Sendable ([String: Double], inout Float, inout Float, inout Float) -> Void
    ) -> BuiltInFilter {
        BuiltInFilter(
            name: name, displayName: displayName,
            categories: [kCICategoryColorEffect, kCICategoryStillImage, kCICategoryVideo, kCICategoryBuiltIn],
            parameters: parameters
        ) { input, values in
            CIImage(extent: input.extent, properties: input.properties) { rect in
                guard var pixels = input.render(rect) else { return nil }
                pixels.mapColors { r, g, b in body(values, &r, &g, &b) }
                return pixels
            }
        }
    }
}
