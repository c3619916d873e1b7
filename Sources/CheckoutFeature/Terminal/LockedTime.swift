/// How long prices stay locked, in words: `9 min 12 s`, `45 s`.
enum LockedTime {
    static func describe(seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return minutes > 0 ? "\(minutes) min \(rest) s" : "\(rest) s"
    }
}
