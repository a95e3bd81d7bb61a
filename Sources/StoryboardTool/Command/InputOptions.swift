import ArgumentParser
import StoryboardDocument

/// The files every subcommand reads: storyboards, nibs, folders of them, or bundles.
public struct InputOptions: ParsableArguments {
    @Argument(help: "Storyboard or xib files, folders searched below, or bundles.")
    public var paths: [String] = []

    @Flag(
        help:
            "File names are paths joined by '__', as in the shared corpus: App__Base.lproj__Main.storyboard is Main in bundle App."
    )
    public var flattened = false

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one storyboard, xib, folder or bundle.") }
    }

    /// The inputs decoded; a path that cannot be read is a usage error.
    public func load(includeNibs: Bool = true) throws -> StoryboardInputs {
        do {
            return try StoryboardInputs(paths: paths, flattened: flattened, includeNibs: includeNibs)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
