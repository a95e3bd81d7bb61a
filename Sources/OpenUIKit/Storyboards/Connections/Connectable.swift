#if !OPENUIKIT_FUZZ
    /// Makes a class's `@Outlet` properties, `@IBAction` methods and `@IBSegueAction` methods known
    /// by name, by overriding `storyboardConnections` with a table built at compile time.
    ///
    /// Storyboards set outlets and send actions by name; without the Objective-C runtime the class
    /// has to say which names it answers, and this is the one line that does. A subclass of a
    /// `@Connectable` class adds its own with `@Connectable` again. Members declared in extensions
    /// are not seen.
    @attached(member, names: named(storyboardConnections))
    public macro Connectable() = #externalMacro(module: "OpenUIKitMacros", type: "ConnectableMacro")
#endif
