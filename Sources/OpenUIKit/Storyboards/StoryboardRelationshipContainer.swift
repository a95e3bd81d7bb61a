/// A custom container that takes its children from a storyboard the way UIKit's containers do:
/// from relationship segues with any name on its scene, from a navigation or tab bar controller
/// scene whose custom class is this container (no UIKit container subclass needed), and from
/// embed segues whose identifier names one of its relationships.
@preconcurrency @MainActor
public protocol StoryboardRelationshipContainer: UIViewController {
    /// The relationship names this container understands, for tools to read.
    static var storyboardRelationships: [String] { get }

    /// Receives the children of one relationship, in document order, when the container is
    /// instantiated (relationship segues) or when its view loads (embed segues).
    func setStoryboardChildren(_ children: [UIViewController], forRelationship relationship: String)
}
