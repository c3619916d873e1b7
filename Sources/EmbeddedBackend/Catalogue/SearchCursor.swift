import Foundation
import InProcessHost

/// The opaque `cursor` of `GET /v1/products`: base64url of `s1.<fingerprint>.<sort key>.<product ID>`.
struct SearchCursor: Hashable {
    let fingerprint: UInt64
    let sortKey: Int
    let productIndex: Int

    func encoded(in catalogue: Catalogue) -> String {
        let text = "s1.\(String(fingerprint, radix: 16)).\(sortKey).\(catalogue.products[productIndex].id)"
        return Base64URL.encode(Data(text.utf8))
    }

    /// Decodes a cursor issued for `search`, or throws 400 `invalid_cursor`.
    init(decoding text: String, for search: ProductSearch, in catalogue: Catalogue) throws(APIFailure) {
        let invalid = APIFailure(
            status: 400, code: "invalid_cursor",
            message: "cursor: not a cursor this search issued; start again without a cursor")
        guard let data = Base64URL.decode(text), let decoded = String(data: data, encoding: .utf8) else {
            throw invalid
        }
        let parts = decoded.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "s1", let fingerprint = UInt64(parts[1], radix: 16),
            let sortKey = Int(parts[2]), let product = catalogue.product(id: String(parts[3]))
        else { throw invalid }
        guard fingerprint == search.fingerprint else {
            throw APIFailure(
                status: 400, code: "invalid_cursor",
                message: "cursor: it belongs to a different search (q, category, price or sort changed); "
                    + "start again without a cursor")
        }
        self.init(fingerprint: fingerprint, sortKey: sortKey, productIndex: product.index)
    }

    init(fingerprint: UInt64, sortKey: Int, productIndex: Int) {
        self.fingerprint = fingerprint
        self.sortKey = sortKey
        self.productIndex = productIndex
    }
}
