import Foundation

/// A placeholder for elements the app loads when the menu shows (from a network or a database).
/// The menu shows a "Loading…" row in its place and calls the provider; when the provider calls
/// its completion, the elements take the row's place. A cached element (`init(_:)`) calls its
/// provider once and keeps the elements for every later showing of the menu; an uncached one
/// (`uncached(_:)`, iOS 15) calls it each time the menu shows.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider: given a completion, it loads the elements and calls the completion with
    /// them, at once or later on the main actor.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    /// Whether the elements are kept after the first load.
    let cachesElements: Bool
    /// A cached element's elements, once its provider has delivered them.
    private(set) var cachedElements: [UIMenuElement]?
    /// Whether a cached element's provider was called and has not answered yet.
    private var isLoading = false
    /// Who waits for the elements: the menus showing the element.
    private var waiting: [([UIMenuElement]) -> Void] = []

    init(provider: @escaping ElementProvider, cachesElements: Bool) {
        self.provider = provider
        self.cachesElements = cachesElements
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A deferred element whose provider is called the first time a menu shows it; the elements
    /// it delivers are kept and shown every later time.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, cachesElements: true)
    }

    /// A deferred element whose provider is called every time a menu shows it (iOS 15). UIKit
    /// returns `Self`; this returns a `UIDeferredMenuElement`, the type every caller gets.
    open class func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, cachesElements: false)
    }

    /// Asks for the elements for one showing of a menu. Returns them when they are known at
    /// once (a cached element that has them, or a provider that completes before returning);
    /// otherwise returns nil and calls `delivered` when the provider completes. Showings that ask
    /// a cached element while its provider is still loading all wait for that one load.
    func load(_ delivered: @escaping ([UIMenuElement]) -> Void) -> [UIMenuElement]? {
        if let cachedElements { return cachedElements }
        var answeredAtOnce: [UIMenuElement]?
        var insideProvider = true
        defer { insideProvider = false }
        guard cachesElements else {
            var answered = false
            provider { elements in
                guard !answered else { return }
                answered = true
                if insideProvider { answeredAtOnce = elements } else { delivered(elements) }
            }
            return answeredAtOnce
        }
        waiting.append(delivered)
        guard !isLoading else { return nil }
        isLoading = true
        provider { [weak self] elements in
            guard let self, self.cachedElements == nil else { return }
            self.cachedElements = elements
            self.isLoading = false
            let callers = self.waiting
            self.waiting = []
            if insideProvider { answeredAtOnce = elements } else { callers.forEach { $0(elements) } }
        }
        return answeredAtOnce
    }
}
