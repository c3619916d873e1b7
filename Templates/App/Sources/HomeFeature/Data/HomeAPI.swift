import Networking

/// Home's calls to the API, mapping wire shapes into the feature's own models at the boundary.
struct HomeAPI: Sendable {
    /// `GET /v1/home/items`: Home's own endpoint.
    static let itemsPath = "/v1/home/items"

    // TODO(Home): write the sample in the shape your server will answer, or delete it once it does.
    /// A sample answer of ``itemsPath``, served by the in-process host until a server has the endpoint.
    static let sample = SampleEndpoint(
        .get, itemsPath,
        json: """
            {"items": [
              {"id": "home-1", "name": "First item", "entryCount": 3},
              {"id": "home-2", "name": "Second item", "entryCount": 1}
            ]}
            """)

    let client: any HTTPClient

    // TODO(Home): call the feature's own routes, as your server defines them.
    /// The items to list.
    func items() async throws(NetworkError) -> [HomeItem] {
        let response = try await client.decoded(
            HTTPRequest(method: .get, path: Self.itemsPath), as: HomeItemListDTO.self)
        return response.items.map(\.model)
    }
}

/// `GET /v1/home/items`, in the shape of the API contract.
struct HomeItemListDTO: Decodable {
    struct Item: Decodable {
        let id: String
        let name: String
        let entryCount: Int

        var model: HomeItem { HomeItem(id: id, name: name, entryCount: entryCount) }
    }

    let items: [Item]
}
