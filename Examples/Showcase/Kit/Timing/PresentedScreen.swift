import OpenUIKit

/// The scene the segue lab presents, full screen or as a sheet (the segue says which).
public final class PresentedScreen: TimedViewController {}
