import HarborCore
import SwiftUI

/// The skipper's account: the berths booked and the harbour's API.
public struct AccountScreen: View {
    let api: HarborAPI

    /// Creates the screen.
    public init(api: HarborAPI) { self.api = api }

    /// The account.
    public var body: some View { Text(api.baseURL.host() ?? "") }
}
