/// Bounds on what a decoder accepts, so hostile input ends in a diagnostic instead of a hang or
/// an exhausted machine.
public struct DecoderLimits: Hashable, Sendable {
    public var maximumFileSize: Int
    public var maximumDepth: Int
    public var maximumAttributeLength: Int
    public var maximumElementCount: Int

    public init(
        maximumFileSize: Int = 64 << 20, maximumDepth: Int = 256,
        maximumAttributeLength: Int = 1 << 20, maximumElementCount: Int = 4_000_000
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumAttributeLength = maximumAttributeLength
        self.maximumElementCount = maximumElementCount
    }

    public static let standard = DecoderLimits()
}
