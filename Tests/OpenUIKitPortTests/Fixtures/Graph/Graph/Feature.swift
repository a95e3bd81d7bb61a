/// What the build settings switch on: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`.
enum Feature {
    #if GRAPH_FEATURE
    static let graph = true
    #else
    static let graph = false
    #endif

    #if LOGIN_FAST
    static let fastLogin = true
    #else
    static let fastLogin = false
    #endif

    static var name: String { graph && fastLogin ? "graph" : "plain" }
}
