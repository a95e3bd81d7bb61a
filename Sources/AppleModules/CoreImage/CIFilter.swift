import Foundation
import OpenUIKit

/// Core Image's filter: a named effect with input parameters set by key and an output image.
///
/// The built-in filters here are computed on the CPU in Swift: `CISepiaTone`,
/// `CIColorControls`, `CIColorInvert`, `CIGaussianBlur` and the `CIPhotoEffect…` family
/// (`Mono`, `Noir`, `Tonal`, `Fade`, `Chrome`, `Process`, `Transfer`, `Instant`).
/// `CIFilter(name:)` answers nil for any other name, as Core Image does for names it does not
/// know. Parameters are set with `setValue(_:forKey:)` (key-value coding's spelling; Linux has
/// no key-value coding, so a filter keeps its own table). Subclasses override `outputImage`.
open class CIFilter: NSObject, @unchecked Sendable {
    // @unchecked: used from one thread at a time, as Core Image documents.
    private let builtIn: BuiltInFilter?
    private var values: [String: Any] = [:]
    private var storedName: String

    /// A filter of the built-in `name` with its default parameters; nil for a name Core Image
    /// here does not have.
    public init?(name: String) {
        guard let filter = BuiltInFilter.all[name] else { return nil }
        builtIn = filter
        storedName = name
        super.init()
        setDefaults()
    }

    /// A filter of the built-in `name` with `params` set over its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// For subclasses: a filter with no built-in effect, named after its class.
    public override init() {
        builtIn = nil
        storedName = String(describing: type(of: self))
        super.init()
    }

    /// The filter's name, such as `CISepiaTone`.
    open var name: String {
        get { storedName }
        set { storedName = newValue }
    }

    /// Whether the filter applies; a disabled filter's output is its input.
    open var isEnabled = true

    /// Sets the parameter `key` (`kCIInputImageKey`, `kCIInputIntensityKey`, …); nil removes it.
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    /// The parameter `key`, or `outputImage` for `kCIOutputImageKey`.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// Sets every parameter to its default value.
    open func setDefaults() {
        for parameter in builtIn?.parameters ?? [] { values[parameter.key] = NSNumber(value: parameter.defaultValue) }
    }

    /// The names of the input parameters.
    open var inputKeys: [String] { [kCIInputImageKey] + (builtIn?.parameters.map(\.key) ?? []) }

    /// The names of the outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name, display name, categories and, for each numeric parameter, its default and range.
    open var attributes: [String: Any] {
        var out: [String: Any] = [kCIAttributeFilterName: name]
        guard let builtIn else { return out }
        out[kCIAttributeFilterDisplayName] = builtIn.displayName
        out[kCIAttributeFilterCategories] = builtIn.categories
        for parameter in builtIn.parameters {
            out[parameter.key] = [
                kCIAttributeDefault: NSNumber(value: parameter.defaultValue),
                kCIAttributeSliderMin: NSNumber(value: parameter.range.lowerBound),
                kCIAttributeSliderMax: NSNumber(value: parameter.range.upperBound),
            ]
        }
        return out
    }

    /// The filtered image; nil without an input image, as Core Image answers.
    open var outputImage: CIImage? {
        guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
        guard let builtIn, isEnabled else { return input }
        var numbers: [String: Double] = [:]
        for parameter in builtIn.parameters {
            let value = values[parameter.key]
            let number: Double? =
                switch value {
                case let v as NSNumber: v.doubleValue
                case let v as Double: v
                case let v as Float: Double(v)
                case let v as CGFloat: Double(v)
                case let v as Int: Double(v)
                default: nil
                }
            numbers[parameter.key] = number.flatMap { $0.isFinite ? $0 : nil } ?? parameter.defaultValue
        }
        return builtIn.apply(input, numbers)
    }

    /// The names of the built-in filters in `category` (all of them for nil).
    open class func filterNames(inCategory category: String?) -> [String] {
        BuiltInFilter.all.values.filter { category == nil || $0.categories.contains(category ?? "") }.map(\.name)
            .sorted()
    }

    /// The names of the built-in filters in every one of `categories` (all of them for nil).
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        BuiltInFilter.all.values.filter { filter in (categories ?? []).allSatisfy { filter.categories.contains($0) } }
            .map(\.name).sorted()
    }

    /// The display name of a built-in filter.
    open class func localizedName(forFilterName filterName: String) -> String? {
        BuiltInFilter.all[filterName]?.displayName
    }
}

extension CIImage {
    /// The image through the built-in filter `filterName` with `params`; an empty image for a
    /// name Core Image here does not have.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName, parameters: params) else { return CIImage.empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        return filter.outputImage ?? CIImage.empty()
    }

    /// The image through the built-in filter `filterName` with its default parameters.
    public func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// The image blurred by a Gaussian of deviation `sigma`, its edges clamped then cropped
    /// back to its extent, as Core Image's convenience does.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        clampedToExtent().applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma]).cropped(to: extent)
    }
}
