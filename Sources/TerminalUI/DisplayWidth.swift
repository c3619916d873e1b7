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

/// The East Asian Wide (W) and Fullwidth (F) code points of Unicode's EastAsianWidth.txt (UAX #11) that are not
/// emoji: Swift exposes `Emoji_Presentation` but not East Asian Width, so the wide emoji come from that property
/// and this table holds the rest. Ranges follow the Unicode blocks; unassigned code points inside a wide block
/// count as wide, as UAX #11 assigns them for the ideograph blocks and planes 2 and 3.
enum EastAsianWide {
    /// The ranges, ascending and disjoint, so a binary search can look a scalar up.
    static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo: leading consonants (the vowels and trailing consonants combine)
        0x2329...0x232A,  // left- and right-pointing angle brackets
        0x2E80...0x303E,  // CJK Radicals, Kangxi Radicals, Ideographic Description, CJK Symbols and Punctuation
        0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul Compatibility Jamo, Kanbun, CJK Strokes, ...
        0x3250...0x4DBF,  // ... Enclosed CJK, CJK Compatibility, CJK Extension A (not the Yijing hexagrams after it)
        0x4E00...0xA4CF,  // CJK Unified Ideographs, Yi Syllables, Yi Radicals
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul Syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // Vertical Forms
        0xFE30...0xFE6F,  // CJK Compatibility Forms, Small Form Variants
        0xFF00...0xFF60,  // Fullwidth ASCII variants and brackets
        0xFFE0...0xFFE6,  // Fullwidth signs (cent, pound, not, macron, broken bar, yen, won)
        0x16FE0...0x16FE4,  // Ideographic Symbols and Punctuation
        0x16FF0...0x16FF6,  // Vietnamese alternate reading marks, small ER, and the rest of that block
        0x17000...0x18CFF,  // Tangut, Tangut Components, Khitan Small Script
        0x18D00...0x18D1E,  // Tangut Supplement
        0x18D80...0x18DF2,  // Tangut Components Supplement
        0x1AFF0...0x1AFFE,  // Kana Extended-B
        0x1B000...0x1B2FF,  // Kana Supplement, Kana Extended-A, Small Kana Extension, Nushu
        0x1F200...0x1F202,  // Enclosed Ideographic Supplement: squared hiragana and katakana
        0x1F210...0x1F23B,  // squared CJK ideographs
        0x1F240...0x1F248,  // tortoise-shell bracketed ideographs
        0x1F250...0x1F251,  // circled ideographs
        0x1F260...0x1F265,  // rounded symbols for fu, lu, shou, xi, shuangxi, cai
        0x20000...0x2FFFD,  // plane 2: CJK Extensions B to F, I, and CJK Compatibility Supplement
        0x30000...0x3FFFD,  // plane 3: CJK Extensions G and H
    ]

    /// Whether `scalar` is East Asian Wide or Fullwidth per ``ranges``.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
