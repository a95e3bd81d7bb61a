/// `import AVKit` brings AVFoundation with it, as on Apple platforms.
@_exported import AVFoundation
