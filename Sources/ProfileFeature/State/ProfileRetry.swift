/// What ``ProfileModel/retry()`` repeats, decided from the state alone (``ProfileState/retryPlan(loginCanRetry:)``).
enum ProfileRetry: Equatable, Sendable {
    /// The login that got no answer, sent again as it was.
    case login
    /// The open order, loaded again (it failed, or only the saved copy is shown).
    case order(orderID: String)
    /// What failed on the overview: the profile, the first page (it failed, or only the saved copy is shown), or
    /// the next page.
    case overview(profile: Bool, firstPage: Bool, nextPage: Bool)
}
