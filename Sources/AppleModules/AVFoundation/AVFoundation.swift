/// `import AVFoundation` brings Core Media's times with it, as on Apple platforms.
@_exported import CoreMedia
