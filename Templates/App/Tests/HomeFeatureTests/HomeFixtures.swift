import Analytics
import NetworkingTesting
import Testing

@testable import HomeFeature

/// Everything a Home test needs: the model, its fakes and the outputs it emitted.
@MainActor
final class HomeHarness {
    /// Fails the test on any request it was not told to expect.
    let client = ExpectingHTTPClient { request in
        Issue.record("unexpected request \(request.method) \(request.path) \(request.query)")
    }
    let tracker = RecordingTracker()
    var outputs: [HomeOutput] = []
    private(set) var model: HomeModel!

    init() {
        model = HomeModel(
            api: HomeAPI(client: client), tracker: tracker,
            onOutput: { [weak self] output in self?.outputs.append(output) })
    }

    /// The dependencies a screen built through ``HomeEntry`` gets.
    var dependencies: HomeDependencies {
        HomeDependencies(httpClient: client, tracker: tracker)
    }

    func expectItems(_ reply: ExpectingHTTPClient.Reply = .ok(HomeJSON.items)) {
        client.expect(.get, "/v1/home/items", reply: reply)
    }
}

// TODO(Home): wire bodies in the shapes of the feature's own routes.
/// Wire bodies in the shapes of the API contract.
enum HomeJSON {
    static let items = """
        {"items": [
          {"id": "kitchen", "name": "Kitchen", "entryCount": 116},
          {"id": "garden", "name": "Garden", "entryCount": 1}
        ]}
        """

    static let noItems = #"{"items": []}"#
}
