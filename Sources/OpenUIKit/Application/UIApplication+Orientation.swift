import Foundation

extension UIApplication {
    /// The orientations the app supports in `window`: the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)` when it answers, else Info.plist's
    /// `UISupportedInterfaceOrientations` (`~ipad` first on an iPad), else every orientation on
    /// an iPad and all but upside down on an iPhone, as Xcode's app templates list them.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        if let answer = delegate?.application(self, supportedInterfaceOrientationsFor: window), !answer.isEmpty {
            return answer
        }
        let pad = UIDevice.current.userInterfaceIdiom == .pad
        let info = ApplicationInfo.appDictionary()
        let keys =
            pad
            ? ["UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations"]
            : ["UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations"]
        for key in keys {
            if let names = info[key] as? [String], let mask = UIInterfaceOrientationMask(infoPlistNames: names) {
                return mask
            }
        }
        return pad ? .all : .allButUpsideDown
    }
}
