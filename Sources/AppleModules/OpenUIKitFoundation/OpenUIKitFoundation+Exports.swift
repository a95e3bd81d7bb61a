/// The Foundation names iOS's Foundation has and Linux's lacks, in a module a ported app's
/// every file imports implicitly (`PackageManifest.foundationAsOnIOS`), as FoundationNetworking
/// is, so a file that imports only Foundation finds them; `import UIKit` brings them too.
@_exported import Foundation
