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
