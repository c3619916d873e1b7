/// Hands out the lines of a script one at a time.
actor ScriptFeed {
    private var remaining: ArraySlice<String>

    init(_ lines: [String]) { remaining = lines[...] }

    func next() -> String? { remaining.popFirst() }
}
