/// How many terminal columns a piece of text takes, measured per grapheme cluster (what a reader sees as one
/// character), so that tables and truncation line up with East Asian text and emoji.
///
/// The rules, from the Unicode properties Swift exposes plus the East Asian Width table (UAX #11), which it does not:
/// - **0 columns**: a cluster made only of zero-width scalars: nonspacing and enclosing marks (combining accents,
///   variation selectors), format characters (zero-width joiner and space, tags, soft hyphen) and control
///   characters. Inside a cluster these never add width: `e` + U+0301 is one column.
/// - **2 columns**: a cluster whose base is East Asian Wide or Fullwidth (`EastAsianWide.ranges`: CJK ideographs,
///   kana, Hangul syllables, fullwidth forms), or an emoji: a base with `Emoji_Presentation` (😀, flags, which
///   are pairs of regional indicators), a base with `Emoji` followed by the emoji presentation selector U+FE0F
///   (❤️, the keycap 1️⃣), and zero-width-joiner sequences that join emoji (👩‍💻, 🏳️‍🌈). Skin-tone modifiers
///   and tag sequences stay in their base's cluster, so they add nothing.
/// - **1 column**: everything else, including East Asian Ambiguous characters (such as `…` and `±`), which
///   terminals outside CJK locales draw narrow, and an emoji-presentation base followed by the text
///   presentation selector U+FE0E.
///
/// Text is measured as it is shown: after ``ControlCharacterNeutraliser`` has made its control characters visible,
/// so an escape character counts as its one-column stand-in `␛`.
extension Character {
    /// The number of terminal columns this grapheme cluster takes: 0, 1 or 2 (see the rules above).
    public var terminalColumns: Int {
        let scalars = unicodeScalars
        // A cluster may start with zero-width scalars (a stray combining mark, a prepended format character):
        // its width is its first scalar that takes room.
        guard let base = scalars.first(where: { !$0.isZeroWidth }) else { return 0 }
        if EastAsianWide.contains(base) { return 2 }
        let properties = base.properties
        if properties.isEmojiPresentation {
            return scalars.contains(Unicode.Scalar(0xFE0E)!) ? 1 : 2
        }
        if properties.isEmoji && scalars.contains(Unicode.Scalar(0xFE0F)!) { return 2 }
        if scalars.contains(Unicode.Scalar(0x200D)!) && scalars.contains(where: \.properties.isEmojiPresentation) {
            return 2
        }
        return 1
    }
}

/// How many terminal columns `text` takes once neutralised (``ControlCharacterNeutraliser``): the sum of its
/// characters' ``Swift/Character/terminalColumns``. The app's own styling is not in the text (see ``TerminalText``),
/// so there is nothing to skip.
public func displayWidth(of text: String) -> Int {
    ControlCharacterNeutraliser.neutralised(text).reduce(0) { $0 + $1.terminalColumns }
}

extension Unicode.Scalar {
    /// Whether this scalar takes no column of its own: marks that combine with what precedes them (general
    /// categories Mn and Me, which include the variation selectors), invisible format characters (Cf: the
    /// zero-width joiner and space, tags, the soft hyphen) and control characters (Cc).
    fileprivate var isZeroWidth: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }
}
