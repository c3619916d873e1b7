import Foundation
import InProcessHost

/// One `GET /v1/products` query: text, filters, sort and the page to return.
///
/// Paging is keyset-based: a cursor holds the sort key and product ID of the last item served, so the next
/// page starts right after that position in the total order (sort key, then product ID ascending). Items can
/// never repeat or be skipped across pages, whatever the page sizes.
struct ProductSearch: Hashable {
    enum Sort: String, CaseIterable {
        case relevance
        case priceAscending = "price_asc"
        case priceDescending = "price_desc"
        case rating
    }

    /// Folded query words; empty for no text filter.
    let words: [String]
    let categoryIndex: Int?
    let minimumPrice: Int?
    let maximumPrice: Int?
    let sort: Sort

    struct Hit: Hashable {
        let index: Int
        let key: Int
    }

    struct Page {
        let hits: [Hit]
        let total: Int
        /// The position of the last hit when more items follow.
        let next: SearchCursor?
    }

    /// The page of at most `limit` hits following `cursor` (from the start when nil).
    func page(in catalogue: Catalogue, after cursor: SearchCursor?, limit: Int) -> Page {
        var hits: [Hit] = []
        for match in catalogue.search.matches(words) {
            let product = catalogue.products[match.index]
            if let categoryIndex, product.categoryIndex != categoryIndex { continue }
            let price = product.fromPrice
            if let minimumPrice, price < minimumPrice { continue }
            if let maximumPrice, price > maximumPrice { continue }
            hits.append(Hit(index: match.index, key: key(for: product, score: match.score)))
        }
        hits.sort(by: precedes)
        var start = 0
        if let cursor {
            let position = Hit(index: cursor.productIndex, key: cursor.sortKey)
            start = hits.partitionPoint { precedes(position, $0) }
        }
        let pageHits = Array(hits[start..<min(hits.count, start + limit)])
        let hasMore = start + pageHits.count < hits.count
        let next =
            hasMore
            ? pageHits.last.map { SearchCursor(fingerprint: fingerprint, sortKey: $0.key, productIndex: $0.index) }
            : nil
        return Page(hits: pageHits, total: hits.count, next: next)
    }

    /// The value this sort orders by: descending sorts order by larger keys first.
    private func key(for product: Product, score: Int) -> Int {
        switch sort {
        case .relevance: score
        case .priceAscending, .priceDescending: product.fromPrice
        case .rating: product.rating
        }
    }

    private var descending: Bool { sort != .priceAscending }

    /// The total order of results: by key in the sort's direction, then by product ID ascending.
    func precedes(_ lhs: Hit, _ rhs: Hit) -> Bool {
        if lhs.key != rhs.key { return descending ? lhs.key > rhs.key : lhs.key < rhs.key }
        return lhs.index < rhs.index
    }

    /// Identifies the query (not the page), so a cursor cannot be replayed against a different search.
    var fingerprint: UInt64 {
        let parts: [String] = [
            words.joined(separator: " "), categoryIndex.map(String.init) ?? "", minimumPrice.map(String.init) ?? "",
            maximumPrice.map(String.init) ?? "", sort.rawValue,
        ]
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in parts.joined(separator: "|").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}

extension Array {
    /// The index of the first element satisfying `isInSecondPart`, assuming all such elements come last.
    fileprivate func partitionPoint(_ isInSecondPart: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isInSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
