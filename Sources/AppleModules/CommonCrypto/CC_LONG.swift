/// The length type CommonDigest's one-shot and incremental functions take (`uint32_t`).
public typealias CC_LONG = UInt32
