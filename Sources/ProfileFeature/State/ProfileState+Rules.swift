import FeatureState
import Networking
import UserSession

/// The rules that decide, from the state alone, what an intent may do: pure, so each is tested without a model.
extension ProfileState {
    /// The state once the app's session is `stored`: unchanged while it is the same customer's, a fresh state for
    /// another customer, and logged out (still asking for a login, if it was) when the session went.
    func following(_ stored: SignedInSession?) -> ProfileState {
        switch (stored, session) {
        case (nil, .loggedOut):
            self
        case (let stored?, .loggedIn(let customerID)) where stored.customerID == customerID:
            self
        case (let stored?, _):
            ProfileState(session: .loggedIn(customerID: stored.customerID))
        case (nil, .loggedIn):
            ProfileState(isAskingForLogin: isAskingForLogin)
        }
    }

    /// What loading more orders asks for, or why it cannot: logged in, on the overview, a history loaded from
    /// the shop (not the saved copy) with a next page, and no page already loading.
    func nextPageRequest() throws(ProfileRefusal) -> NextPageRequest {
        guard case .loggedIn(let customerID) = session else { throw .notLoggedIn }
        guard openOrder == nil else { throw .orderIsOpen }
        guard let history = orders.value else {
            if case .empty = orders { throw .noOrders }
            throw .ordersNotLoaded
        }
        guard !history.isStale else { throw .ordersAreSavedCopy }
        guard let cursor = history.value.nextCursor else { throw .noMorePages }
        guard !isLoadingMore else { throw .nextPageLoading }
        return NextPageRequest(cursor: cursor, history: history, customerID: customerID)
    }

    /// What a retry repeats: the login that got no answer (`loginCanRetry`), else the open order, else what failed
    /// on the overview; or ``ProfileRefusal/nothingToRetry``.
    func retryPlan(loginCanRetry: Bool) throws(ProfileRefusal) -> ProfileRetry {
        if !isLoggedIn, case .failed = login, loginCanRetry { return .login }
        guard isLoggedIn else { throw .nothingToRetry }
        if let open = openOrder {
            guard open.detail.canRetry || open.detail.value?.isStale == true else { throw .nothingToRetry }
            return .order(orderID: open.orderID)
        }
        let profileFailed = profile.canRetry
        let firstPageFailed = orders.canRetry || orders.value?.isStale == true
        let nextPageFailed = moreFailure != nil
        guard profileFailed || firstPageFailed || nextPageFailed else { throw .nothingToRetry }
        return .overview(
            profile: profileFailed, firstPage: firstPageFailed, nextPage: nextPageFailed && !firstPageFailed)
    }

    /// Whether appearing loads the first page of orders: when none is shown yet (or it failed), or when an order
    /// was confirmed since it was loaded (`orderConfirmed`), so the history has grown.
    func needsFirstPage(orderConfirmed: Bool) -> Bool {
        switch orders {
        case .loaded, .empty: orderConfirmed
        case .idle, .loading, .failed: true
        }
    }

    /// The ID of the order on `row` of the history (counting from 1), or why there is none.
    func orderID(onRow row: Int) throws(ProfileRefusal) -> String {
        guard isLoggedIn else { throw .notLoggedIn }
        let listed = orders.value?.value.orders ?? []
        guard listed.indices.contains(row - 1) else { throw .noSuchOrderRow(row, rowCount: listed.count) }
        return listed[row - 1].orderID
    }

    /// `typed` as an order ID to open, listed or not, or why it cannot be one.
    func orderID(typed: String) throws(ProfileRefusal) -> String {
        guard isLoggedIn else { throw .notLoggedIn }
        guard OrderIDRule.isWellFormed(typed) else { throw .malformedOrderID(typed) }
        return typed
    }

    /// The line on `row` (counting from 1) of the open order, or why there is none.
    func openOrderLine(_ row: Int) throws(ProfileRefusal) -> OrderDetail.Line {
        guard let openOrder else { throw .noOrderOpen }
        guard let detail = openOrder.detail.value?.value else { throw .orderNotLoaded }
        guard detail.lines.indices.contains(row - 1) else { throw .noSuchLine(row, lineCount: detail.lines.count) }
        return detail.lines[row - 1]
    }
}
