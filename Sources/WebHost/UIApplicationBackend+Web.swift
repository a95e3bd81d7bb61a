@_spi(Hosting) import OpenUIKit

extension UIApplicationBackend.Host {
    /// WebHost's browser tabs (`WebApplicationHost`), chosen by `OPENUIKIT_HOST=web`.
    public static var web: Self { Self(name: "web") { WebApplicationHost() } }
}
