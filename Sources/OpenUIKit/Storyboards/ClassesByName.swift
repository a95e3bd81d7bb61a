/// The one place in OpenUIKit where text becomes a type. Storyboards, nibs and Info.plists name
/// classes as text (`customClass="ChatViewController"`, `UISceneDelegateClassName`), which iOS
/// reads with the Objective-C runtime's `NSClassFromString`; here the Swift runtime finds a
/// module-qualified name (`Chat.ChatViewController`). Nothing else is found by name: hosts and
/// renderers are values the entry point passes (`UIApplicationBackend`), so a test holds every
/// other file of `Sources` to having no `_typeByName`.
///
/// A lookup demangles and searches the loaded images, so callers keep what they found
/// (`StoryboardClasses.lookUp`).
enum ClassesByName {
    /// The class whose module-qualified name is `name`, or nil when none is loaded.
    static func loadedClass(named name: String) -> AnyClass? {
        _typeByName(name) as? AnyClass
    }
}
