import CPango

/// GLib's errors as text.
enum GLibError {
    /// The message of `error`, which is freed; nil when there is none.
    static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
