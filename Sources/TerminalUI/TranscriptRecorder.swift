/// Collects the lines a scripted ``Terminal`` writes.
@MainActor
public final class TranscriptRecorder {
    /// Every line written so far.
    public var lines: [String] = []

    /// Creates an empty recorder.
    public init() {}

    /// All lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}
