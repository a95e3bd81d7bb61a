import OpenUIKit

/// A custom container that takes its tabs from relationship segues named "tabs".
final class TabsContainer: UIViewController, StoryboardRelationshipContainer {
    static let storyboardRelationships = ["tabs"]

    func setStoryboardChildren(_ children: [UIViewController], forRelationship relationship: String) {}
}

extension SecondViewController {
    @objc(refresh:) func refreshContent(_ sender: Any) {}
}

class SecondViewController: UIViewController {}
