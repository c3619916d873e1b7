import Foundation
import Networking

/// Checkout's quote requests, de-duplicated: one request per basis at a time, and only the newest basis answered.
///
/// Asking again for the basis already in flight joins that request instead of sending a second one. Asking for
/// another basis (the cart or the coupon changed) replaces it: the older request's answer, for a cart or coupon no
/// longer shown, is dropped when it arrives.
@MainActor
final class QuoteRequests {
    private let api: CheckoutAPI
    /// The request in flight and what it asks for.
    private var current: (basis: QuoteBasis, task: Task<Void, Never>)?
    /// Receives the answer of each request that was not replaced meanwhile.
    private let onAnswer: @MainActor (QuoteBasis, Result<Quote, NetworkError>) -> Void

    init(api: CheckoutAPI, onAnswer: @escaping @MainActor (QuoteBasis, Result<Quote, NetworkError>) -> Void) {
        self.api = api
        self.onAnswer = onAnswer
    }

    /// The basis of the request in flight, if any.
    var basisInFlight: QuoteBasis? { current?.basis }

    /// Asks for a quote of `basis`, or joins the request for it already in flight; the task ends once the answer
    /// has been handed on (or dropped, when a newer request replaced this one).
    @discardableResult
    func request(_ basis: QuoteBasis) -> Task<Void, Never> {
        if let current, current.basis == basis { return current.task }
        let api = self.api
        let task = Task { [weak self] in
            let result: Result<Quote, NetworkError>
            do throws(NetworkError) {
                result = .success(try await api.quote(basis))
            } catch {
                result = .failure(error)
            }
            self?.finish(basis, result)
        }
        current = (basis, task)
        return task
    }

    /// Forgets the request in flight, so its answer is dropped: there is nothing left to price.
    func forget() {
        current = nil
    }

    /// Returns once the request in flight has been answered (at once when there is none).
    func answered() async {
        await current?.task.value
    }

    private func finish(_ basis: QuoteBasis, _ result: Result<Quote, NetworkError>) {
        guard current?.basis == basis else { return }
        current = nil
        onAnswer(basis, result)
    }
}

extension CheckoutState {
    /// Whether a quote must be asked for at `now`: unless the quote shown answers the cart and coupon and its prices
    /// are still locked. Expired prices of an order attempt that got no answer are kept: that attempt, which named
    /// them, must be settled first.
    func quoteNeeded(at now: Date) -> QuoteNeed {
        let basis = quoteBasis
        guard !basis.lines.isEmpty else { return .nothingToPrice }
        if let quote = quote.value, quote.basis == basis {
            if !quote.isExpired(at: now) || placement.unsettledAttempt != nil { return .none }
        }
        return .quote(basis)
    }
}
