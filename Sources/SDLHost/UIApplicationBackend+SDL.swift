@_spi(Hosting) import OpenUIKit

extension UIApplicationBackend.Host {
    /// SDLHost's window (`SDLApplicationHost`), chosen by `OPENUIKIT_HOST=sdl`.
    public static var sdl: Self { Self(name: "sdl") { SDLApplicationHost() } }
}
