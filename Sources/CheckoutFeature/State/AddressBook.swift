import FeatureState
import Networking

/// The customer's saved addresses and the one chosen to ship to. Pure: loading them is the model's, through
/// ``SavedAddressesAPI``; choosing and what placing needs are here.
struct AddressBook: Equatable, Sendable {
    /// The saved addresses; `.empty` when the customer has saved none, failed with HTTP 401 when nobody is signed in.
    var addresses: Loadable<[ShippingAddress], NetworkError> = .idle
    /// The ID of the chosen address; kept across reloads while that address is still saved.
    var selectedID: String?

    /// The chosen address, if it is among the saved ones.
    var selected: ShippingAddress? {
        addresses.value?.first { $0.id == selectedID }
    }

    /// The saved address on `row`, counting from 1, or why it cannot be chosen.
    func address(row: Int) throws(CheckoutRefusal) -> ShippingAddress {
        let addresses = try choices()
        guard addresses.indices.contains(row - 1) else {
            throw .noSuchAddressRow(row, addressCount: addresses.count)
        }
        return addresses[row - 1]
    }

    /// The saved address with `id`, or why it cannot be chosen.
    func address(id: String) throws(CheckoutRefusal) -> ShippingAddress {
        let addresses = try choices()
        guard let address = addresses.first(where: { $0.id == id }) else {
            throw .unknownAddressID(id, addressCount: addresses.count)
        }
        return address
    }

    /// The address an order ships to, or why there is none yet.
    func chosen() throws(CheckoutRefusal) -> ShippingAddress {
        if let selected { return selected }
        switch addresses {
        case .loaded: throw .noAddressChosen
        case .empty: throw .noSavedAddresses
        case .failed: throw .notLoaded(.addresses)
        case .idle, .loading: throw .stillLoading(.addresses)
        }
    }

    /// Takes freshly loaded addresses: the choice stays while its address is saved, and the only address is chosen
    /// for the customer.
    mutating func adopt(_ loaded: [ShippingAddress]) {
        if !loaded.contains(where: { $0.id == selectedID }) {
            selectedID = loaded.count == 1 ? loaded[0].id : nil
        }
        addresses = loaded.isEmpty ? .empty : .loaded(loaded)
    }

    /// The addresses that can be chosen from, or why there are none.
    private func choices() throws(CheckoutRefusal) -> [ShippingAddress] {
        switch addresses {
        case .loaded(let addresses): return addresses
        case .empty: throw .noSavedAddresses
        case .loading: throw .stillLoading(.addresses)
        case .idle, .failed: throw .notLoaded(.addresses)
        }
    }
}
