import Foundation

/// Case- and diacritic-insensitive word-prefix search over name, category and description.
///
/// Built once at seed time: every text is folded and split into words, and each distinct word keeps
/// one ``ProductSet`` per field. A query word matches every indexed word it is a prefix of, so "cafe"
/// finds "Café" and "jala" finds "Jalapeño".
struct SearchIndex: Sendable {
    /// Where a word was found, with the relevance it earns: name beats category beats description.
    enum Field: Int, CaseIterable {
        case name, category, description

        var weight: Int {
            switch self {
            case .name: 4
            case .category: 2
            case .description: 1
            }
        }
    }

    /// Folded words as UTF-8, sorted bytewise so all words sharing a prefix are adjacent.
    private let words: [[UInt8]]
    /// `postings[word][field]`: the products whose `field` contains `words[word]`.
    private let postings: [[ProductSet]]
    private let productCount: Int

    init(products: [Product], categories: [Category]) {
        productCount = products.count
        var byWord: [[UInt8]: [ProductSet]] = [:]
        let empty = Array(repeating: ProductSet(capacity: products.count), count: Field.allCases.count)
        for product in products {
            let texts: [(Field, String)] = [
                (.name, product.name), (.category, categories[product.categoryIndex].name),
                (.description, product.description),
            ]
            for (field, text) in texts {
                for word in Self.words(in: text) {
                    byWord[Array(word.utf8), default: empty][field.rawValue].insert(product.index)
                }
            }
        }
        let sorted = byWord.keys.sorted { $0.lexicographicallyPrecedes($1) }
        words = sorted
        postings = sorted.map { byWord[$0]! }
    }

    /// Folds case and diacritics away, the same way for indexed text and queries.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The folded words of `text`: runs of letters and digits.
    static func words(in text: String) -> [String] {
        fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Products matching every word of `queryWords`, each with its relevance score
    /// (the sum, over query words, of the weight of the best field the word matched in).
    /// With no query words every product matches with score 0.
    func matches(_ queryWords: [String]) -> [(index: Int, score: Int)] {
        guard !queryWords.isEmpty else { return (0..<productCount).map { ($0, 0) } }
        var fieldSets: [[ProductSet]] = []
        var candidates: ProductSet?
        for queryWord in queryWords {
            let sets = sets(forPrefix: Array(queryWord.utf8))
            var any = sets[0]
            for set in sets.dropFirst() { any.formUnion(set) }
            if candidates == nil { candidates = any } else { candidates!.formIntersection(any) }
            fieldSets.append(sets)
        }
        return (candidates?.members ?? []).map { index in
            var score = 0
            for sets in fieldSets {
                let best = Field.allCases.first { sets[$0.rawValue].contains(index) }
                score += best?.weight ?? 0
            }
            return (index, score)
        }
    }

    /// The union, per field, of the postings of every indexed word starting with `prefix`.
    private func sets(forPrefix prefix: [UInt8]) -> [ProductSet] {
        var result = Array(repeating: ProductSet(capacity: productCount), count: Field.allCases.count)
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        var position = low
        while position < words.count, words[position].starts(with: prefix) {
            for field in Field.allCases { result[field.rawValue].formUnion(postings[position][field.rawValue]) }
            position += 1
        }
        return result
    }
}
