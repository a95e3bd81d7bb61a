import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A C library opened when first needed rather than linked (`dlopen`), for parts few apps use
/// whose dependencies would otherwise be loaded at every launch.
struct SharedLibrary: @unchecked Sendable {
    // @unchecked: the handle is never closed, and dlsym may be called from any thread.
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` (sonames, most specific first) that opens; nil when none does.
    init?(_ names: [String]) {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        self.handle = handle
    }

    /// The function `name` as the C function type `type`; nil when the library lacks it.
    func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
}
