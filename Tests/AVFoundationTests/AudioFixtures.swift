import Foundation

/// Sound files written for the tests: a PCM WAV of a sine tone, and bytes no decoder takes.
enum AudioFixtures {
    /// A 16-bit PCM WAV of `seconds` of a 440 Hz tone at `sampleRate`, `channels` channels.
    static func wav(seconds: Double, sampleRate: Int = 44_100, channels: Int = 1) -> Data {
        let frames = Int(Double(sampleRate) * seconds)
        var samples = Data(capacity: frames * channels * 2)
        for frame in 0..<frames {
            let value = Int16(sin(2 * Double.pi * 440 * Double(frame) / Double(sampleRate)) * 12_000)
            for _ in 0..<channels {
                withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
            }
        }
        var file = Data()
        func append(_ text: String) { file.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { file.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { file.append(contentsOf: $0) } }
        append("RIFF")
        append32(UInt32(36 + samples.count))
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)
        append16(UInt16(channels))
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * channels * 2))
        append16(UInt16(channels * 2))
        append16(16)
        append("data")
        append32(UInt32(samples.count))
        file.append(samples)
        return file
    }

    static func write(_ data: Data, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avfoundation-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
