/// One generated feature's code, the same in both layouts but for access levels and imports: a domain model,
/// DTOs, an endpoint, a repository, a state machine and a view, plus the entry the app calls.
struct FeatureSources {
    /// The feature's type prefix: `Area01`.
    let base: String
    /// `""` where the code is internal to a feature module, `"public "` where another layer uses it.
    let access: String
    /// Change (b): the gift note on the model, used by the DTO, the endpoint, the state machine and the view.
    let giftNote: Bool
    /// Change (a): one line of the state machine's `handle` edited.
    let stateMachineEdit: Bool

    /// `area01`, for paths and event names.
    private var lowercased: String { base.lowercased() }

    /// `import X` lines for `modules`, sorted, and a blank line; nothing for none.
    static func imports(_ modules: [String]) -> String {
        modules.isEmpty ? "" : modules.sorted().map { "import \($0)\n" }.joined() + "\n"
    }

    /// The domain model.
    func item(imports modules: [String]) -> String {
        let p = access
        let field = giftNote ? "    \(p)var giftNote: String\n" : ""
        let parameter = giftNote ? ", giftNote: String = \"\"" : ""
        let assignment = giftNote ? "        self.giftNote = giftNote\n" : ""
        return Self.imports(modules) + """
            /// One line of \(base): what the screen shows and the state machine changes.
            \(p)struct \(base)Item: Sendable, Equatable {
                \(p)var id: String
                \(p)var title: String
                \(p)var priceCents: Int
                \(p)var quantity: Int
            \(field)
                \(p)init(id: String, title: String, priceCents: Int, quantity: Int\(parameter)) {
                    self.id = id
                    self.title = title
                    self.priceCents = priceCents
                    self.quantity = quantity
            \(assignment)    }

                /// The price of the whole line in cents; saturates instead of overflowing.
                \(p)var totalCents: Int {
                    let (total, overflow) = priceCents.multipliedReportingOverflow(by: quantity)
                    return overflow ? Int.max : total
                }
            }

            """
    }

    /// The DTOs: an item and a page as the API sends them, and the mapping to the domain model.
    func transferObjects(imports modules: [String]) -> String {
        let p = access
        let field = giftNote ? "    \(p)var giftNote: String?\n" : ""
        let parameter = giftNote ? ", giftNote: String? = nil" : ""
        let assignment = giftNote ? "        self.giftNote = giftNote\n" : ""
        let fromItem = giftNote ? ", giftNote: item.giftNote.isEmpty ? nil : item.giftNote" : ""
        let toItem = giftNote ? ", giftNote: giftNote ?? \"\"" : ""
        return Self.imports(modules) + """
            /// Why an item from the API cannot be shown.
            \(p)enum \(base)DecodingError: Error, Equatable, Sendable {
                case missingField(String)
                case negative(field: String, value: Int)
            }

            /// An item of \(base) as the API sends it (snake_case keys through APIJSON).
            \(p)struct \(base)ItemDTO: Codable, Sendable, Equatable {
                \(p)var id: String
                \(p)var title: String
                \(p)var priceCents: Int
                \(p)var quantity: Int
            \(field)
                \(p)init(id: String, title: String, priceCents: Int, quantity: Int\(parameter)) {
                    self.id = id
                    self.title = title
                    self.priceCents = priceCents
                    self.quantity = quantity
            \(assignment)    }

                /// The DTO of a domain item, for updates.
                \(p)init(_ item: \(base)Item) {
                    self.init(
                        id: item.id, title: item.title, priceCents: item.priceCents, quantity: item.quantity\(fromItem))
                }

                /// The domain item; a field the screen cannot show is an error naming it.
                \(p)func domainItem() throws -> \(base)Item {
                    guard !id.isEmpty else { throw \(base)DecodingError.missingField("id") }
                    guard priceCents >= 0 else { throw \(base)DecodingError.negative(field: "price_cents", value: priceCents) }
                    guard quantity >= 0 else { throw \(base)DecodingError.negative(field: "quantity", value: quantity) }
                    let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
                    return \(base)Item(
                        id: id, title: name.isEmpty ? "Untitled" : name, priceCents: priceCents, quantity: quantity\(toItem))
                }
            }

            /// One page of \(base) items, and the number of the next one.
            \(p)struct \(base)PageDTO: Codable, Sendable, Equatable {
                \(p)var items: [\(base)ItemDTO]
                \(p)var nextPage: Int?

                \(p)init(items: [\(base)ItemDTO], nextPage: Int?) {
                    self.items = items
                    self.nextPage = nextPage
                }
            }

            """
    }

    /// The endpoint: the feature's routes as requests.
    func endpoint(imports modules: [String]) -> String {
        let p = access
        let update =
            giftNote
            ? #"""
                    let query: [String: String] = item.giftNote == nil ? [:] : ["gift": "true"]
                    return HTTPRequest(method: .put, path: "\(basePath)/\(item.id)", query: query, body: try APIJSON.encode(item))
            """#
            : #"""
                    HTTPRequest(method: .put, path: "\(basePath)/\(item.id)", body: try APIJSON.encode(item))
            """#
        return Self.imports(modules) + #"""
            /// The \#(base) routes of the API.
            \#(p)struct \#(base)Endpoint: Sendable {
                /// Where the routes start.
                \#(p)let basePath: String

                \#(p)init(basePath: String = "/v1/\#(lowercased)") {
                    self.basePath = basePath
                }

                /// Page `number` of the items, `size` at a time.
                \#(p)func page(_ number: Int, size: Int) -> HTTPRequest {
                    HTTPRequest(method: .get, path: basePath, query: ["page": String(number), "size": String(size)])
                }

                /// Saves one item.
                \#(p)func update(_ item: \#(base)ItemDTO) throws -> HTTPRequest {
            \#(update)
                }
            }

            """#
    }

    /// The repository: loads every page, caches the list for an offline start, saves items.
    func repository(imports modules: [String]) -> String {
        let p = access
        return Self.imports(modules) + """
            /// Loads and saves \(base) items through the API, keeping the last list for an offline start.
            \(p)struct \(base)Repository: Sendable {
                \(p)let client: any HTTPClient
                \(p)let store: any KeyValueStore
                \(p)let endpoint: \(base)Endpoint
                /// Never more pages than this, whatever the API says.
                \(p)let maximumPages = 50

                \(p)init(client: any HTTPClient, store: any KeyValueStore, endpoint: \(base)Endpoint = \(base)Endpoint()) {
                    self.client = client
                    self.store = store
                    self.endpoint = endpoint
                }

                private var cacheKey: String { "\(lowercased).items" }

                /// Every page of items, then cached.
                \(p)func loadAll(pageSize: Int = 20) async throws -> [\(base)Item] {
                    var items: [\(base)Item] = []
                    var next: Int? = 1
                    var pages = 0
                    while let number = next, pages < maximumPages {
                        let response = try await client.send(endpoint.page(number, size: pageSize))
                        let page = try APIJSON.decode(\(base)PageDTO.self, from: response)
                        items += try page.items.map { try $0.domainItem() }
                        next = page.nextPage
                        pages += 1
                    }
                    await store.set(try APIJSON.encode(items.map { \(base)ItemDTO($0) }), for: cacheKey)
                    return items
                }

                /// The last list loaded; none when nothing readable is cached.
                \(p)func cachedItems() async -> [\(base)Item] {
                    guard let data = await store.data(for: cacheKey),
                        let dtos = try? APIJSON.decode([\(base)ItemDTO].self, from: HTTPResponse(status: 200, body: data))
                    else { return [] }
                    return dtos.compactMap { try? $0.domainItem() }
                }

                /// Saves one item; a status outside 200..<300 is an error.
                \(p)func save(_ item: \(base)Item) async throws {
                    let response = try await client.send(try endpoint.update(\(base)ItemDTO(item)))
                    guard (200..<300).contains(response.status) else { throw HTTPError.status(response.status) }
                }
            }

            """
    }

    /// The state machine: every event in, the new state and the effects out, no I/O.
    func stateMachine(imports modules: [String]) -> String {
        let p = access
        let lowest = stateMachineEdit ? 1 : 0
        let giftEvent = giftNote ? "    case giftNoteChanged(id: String, note: String)\n" : ""
        let giftLimit =
            giftNote ? "    /// The longest gift note, in characters.\n    \(p)let maximumGiftNoteLength = 200\n" : ""
        let giftCase =
            giftNote
            ? #"""
                    case (.loaded(var items), .giftNoteChanged(let id, let note)):
                        guard let index = items.firstIndex(where: { $0.id == id }) else {
                            return [.show(message: "No item \(id) in \#(base)")]
                        }
                        let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
                        guard trimmed.count <= maximumGiftNoteLength else {
                            return [.show(message: "A gift note holds at most \(maximumGiftNoteLength) characters")]
                        }
                        items[index].giftNote = trimmed
                        state = .loaded(items)
                        return [.save(items[index])]

            """# : ""
        return Self.imports(modules) + #"""
            /// What the \#(base) screen shows.
            \#(p)enum \#(base)State: Sendable, Equatable {
                case idle
                case loading
                case loaded([\#(base)Item])
                case failed(String)
            }

            /// What happens to the screen.
            \#(p)enum \#(base)Event: Sendable, Equatable {
                case appeared
                case loaded([\#(base)Item])
                case failed(String)
                case quantityChanged(id: String, quantity: Int)
            \#(giftEvent)    case retry
            }

            /// What the screen asks its host to do.
            \#(p)enum \#(base)Effect: Sendable, Equatable {
                case load
                case save(\#(base)Item)
                case track(AnalyticsEvent)
                case show(message: String)
            }

            /// The screen's logic: every event in, the new state and the effects out.
            \#(p)struct \#(base)StateMachine: Sendable {
                \#(p)private(set) var state: \#(base)State = .idle
                /// The most of one item a line may hold.
                \#(p)let maximumQuantity = 99
            \#(giftLimit)
                \#(p)init() {}

                /// Applies `event` and returns the effects it asks for.
                \#(p)mutating func handle(_ event: \#(base)Event) -> [\#(base)Effect] {
                    switch (state, event) {
                    case (.idle, .appeared), (.failed, .retry):
                        state = .loading
                        return [.load, .track(AnalyticsEvent(name: "\#(lowercased).load"))]
                    case (.loading, .loaded(let items)):
                        state = .loaded(items.sorted { ($0.title, $0.id) < ($1.title, $1.id) })
                        return [.track(AnalyticsEvent(name: "\#(lowercased).loaded", properties: ["count": String(items.count)]))]
                    case (.loading, .failed(let message)):
                        state = .failed(message)
                        return [.show(message: "Could not load \#(base): \(message)")]
                    case (.loaded(var items), .quantityChanged(let id, let quantity)):
                        guard let index = items.firstIndex(where: { $0.id == id }) else {
                            return [.show(message: "No item \(id) in \#(base)")]
                        }
                        let clamped = min(max(quantity, \#(lowest)), maximumQuantity)
                        guard clamped != items[index].quantity else { return [] }
                        items[index].quantity = clamped
                        state = .loaded(items)
                        return [.save(items[index]), .track(AnalyticsEvent(name: "\#(lowercased).quantity", properties: ["id": id]))]
            \#(giftCase)        default:
                        return []
                    }
                }
            }

            """#
    }

    /// The view: the state as lines of text, drawn with the theme.
    func view(imports modules: [String]) -> String {
        let p = access
        let giftLine =
            giftNote
            ? #"                if !item.giftNote.isEmpty { lines.append(theme.detail("Gift note: \(item.giftNote)")) }"#
                + "\n" : ""
        return Self.imports(modules) + #"""
            /// Draws the \#(base) screen as lines of text.
            \#(p)struct \#(base)View: Sendable {
                \#(p)let theme: Theme

                \#(p)init(theme: Theme) {
                    self.theme = theme
                }

                /// The lines for `state`.
                \#(p)func render(_ state: \#(base)State) -> [String] {
                    var lines = [theme.title("\#(base)")]
                    switch state {
                    case .idle:
                        lines.append("Opening…")
                    case .loading:
                        lines.append("Loading…")
                    case .failed(let message):
                        lines.append(theme.warning("Could not load: \(message)"))
                        lines.append("Type retry to try again.")
                    case .loaded(let items) where items.isEmpty:
                        lines.append("Nothing here yet.")
                    case .loaded(let items):
                        for item in items {
                            lines.append(theme.row("\(item.quantity) × \(item.title)", theme.money(cents: item.totalCents)))
            \#(giftLine)            }
                        let total = items.reduce(0) { $0 &+ $1.totalCents }
                        lines.append(theme.row("Total", theme.money(cents: total)))
                    }
                    return lines
                }
            }

            """#
    }

    /// The entry: the feature's public face, its dependencies and outputs, and the loop running the machine.
    func entry(imports modules: [String]) -> String {
        Self.imports(modules) + #"""
            /// What \#(base) needs from the app.
            public struct \#(base)Dependencies: Sendable {
                /// Where requests go.
                public var client: any HTTPClient
                /// Where the last list is kept.
                public var store: any KeyValueStore
                /// Where events go.
                public var analytics: any AnalyticsTracking

                /// The app's services.
                public init(client: any HTTPClient, store: any KeyValueStore, analytics: any AnalyticsTracking) {
                    self.client = client
                    self.store = store
                    self.analytics = analytics
                }
            }

            /// What \#(base) tells the app; the app decides where to go.
            public enum \#(base)Output: Sendable, Equatable {
                /// The user opened an item.
                case opened(itemID: String)
                /// The user left the screen.
                case closed
            }

            /// The only way into \#(base).
            public enum \#(base)Entry {
                /// Loads the screen (the last list when the API fails) and returns its lines, `width` wide.
                public static func screen(_ dependencies: \#(base)Dependencies, width: Int = 60) async -> [String] {
                    let repository = \#(base)Repository(client: dependencies.client, store: dependencies.store)
                    var machine = \#(base)StateMachine()
                    var pending = machine.handle(.appeared)
                    while !pending.isEmpty {
                        switch pending.removeFirst() {
                        case .load:
                            do {
                                pending += machine.handle(.loaded(try await repository.loadAll()))
                            } catch {
                                let cached = await repository.cachedItems()
                                pending += machine.handle(cached.isEmpty ? .failed("\(error)") : .loaded(cached))
                            }
                        case .save(let item):
                            do {
                                try await repository.save(item)
                            } catch {
                                pending += machine.handle(.failed("\(error)"))
                            }
                        case .track(let event):
                            await dependencies.analytics.track(event)
                        case .show:
                            break
                        }
                    }
                    return \#(base)View(theme: Theme(width: width)).render(machine.state)
                }

                /// The output a typed command asks for: `open <id>` or `close`; `nil` for anything else.
                public static func output(for command: String) -> \#(base)Output? {
                    let words = command.split(separator: " ").map(String.init)
                    switch (words.first ?? "", words.count) {
                    case ("open", 2): return .opened(itemID: words[1])
                    case ("close", 1): return .closed
                    default: return nil
                    }
                }
            }

            """#
    }
}
