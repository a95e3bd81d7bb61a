import Synchronization

/// How many views and view controllers exist right now. A screen that was shown and let go
/// should leave these where they were before it came; one that does not has leaked (a retain
/// cycle through a closure, a parent that kept a removed child). The soak benchmark and the leak
/// tests read them. Counted in the designated initializers and `deinit`, which run on any thread.
@_spi(Tooling)
public enum LiveObjectCount {
    public static var views: Int { viewCount.load(ordering: .relaxed) }
    public static var viewControllers: Int { viewControllerCount.load(ordering: .relaxed) }

    static let viewCount = Atomic<Int>(0)
    static let viewControllerCount = Atomic<Int>(0)
}
