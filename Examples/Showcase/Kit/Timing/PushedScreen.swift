import OpenUIKit

/// The scene the segue lab pushes.
public final class PushedScreen: TimedViewController {}
