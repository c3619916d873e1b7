import DocumentationRules
import Testing

/// A listing that the build cannot compile keeps in step with the sources: each kind of drift is caught, and a
/// listing in step passes.
@Suite struct NameCheckedListingTests {
    static let sources = [
        """
        @Observable final class CounterModel {
            private(set) var state = CounterState()
            func increment(by step: Int) throws(CounterRefusal) {}
            func reset() async {}
        }
        """,
        """
        struct CounterState: Equatable { var count = 0; var isSaving = false }
        /// Why the counter refused.
        enum CounterRefusal: Error, Equatable {
            enum Limit { case lower, upper }
            case tooLarge(step: Int, maximum: Int)
            case saving
            case outOfRange(Limit)
            var isLoud: Bool { switch self { case .saving: true; default: false } }
        }
        """,
    ]

    /// The page: the marker is on line 3 and the listing's first line is the page's line 5.
    static func page(_ listing: String) -> String {
        "# Counter\n\n<!-- names declared in: Sources/CounterFeature/State -->\n```swift\n\(listing)\n```\n"
    }

    static let inStep = """
        struct CounterView: View {
            let model: CounterModel
            @State private var refusal: CounterRefusal?

            var body: some View {
                let state = model.state
                Button("Add \\(state.count)") { perform { () throws(CounterRefusal) in try model.increment(by: 1) } }
                    .disabled(state.isSaving)
                Button("Reset") { Task { await model.reset() } }  // model.forgotten() in a comment is not code
                    .alert(refusal.map(Self.words(for:)) ?? "", isPresented: .constant(refusal != nil)) {}
            }

            private static func words(for refusal: CounterRefusal) -> String {
                switch refusal {
                case .tooLarge(let step, _): "\\(step) is too large; model.missing() in a string is not code"
                case .saving, .outOfRange(.lower): "Wait."
                case let .outOfRange(limit): "\\(limit)"
                }
            }
        }
        """

    func problems(_ listing: String) throws -> [String] {
        let listings = try NameCheckedListing.listings(in: Self.page(listing))
        #expect(listings.count == 1)
        #expect(listings.first?.folders == ["Sources/CounterFeature/State"])
        return listings.first?.problems(against: SwiftDeclarations(sources: Self.sources)) ?? ["no listing"]
    }

    @Test func aListingInStepWithTheSourcesHasNoProblems() throws {
        #expect(try problems(Self.inStep) == [])
        let declarations = SwiftDeclarations(sources: Self.sources)
        #expect(declarations.enumCases["CounterRefusal"] == ["tooLarge", "saving", "outOfRange"])
        #expect(declarations.enumCases["Limit"] == ["lower", "upper"])
        #expect(declarations.types.isSuperset(of: ["CounterModel", "CounterState", "CounterRefusal"]))
    }

    @Test func aRenamedIntentIsCaughtWithItsLine() throws {
        let listing = Self.inStep.replacingOccurrences(of: "model.increment(by: 1)", with: "model.add(1)")
        #expect(
            try problems(listing) == [
                "line 11: model.add is not declared in Sources/CounterFeature/State; use the name the code declares"
            ])
    }

    @Test func aRenamedStatePropertyIsCaughtThroughTheBoundConstant() throws {
        let listing = Self.inStep.replacingOccurrences(of: "state.isSaving", with: "state.saving2")
        #expect(try problems(listing).count == 1)
        #expect(try problems(listing).first?.contains("state.saving2 is not declared") == true)
        let direct = Self.inStep.replacingOccurrences(of: "let state = model.state", with: "let state = model.store")
        #expect(try problems(direct).first?.contains("model.store is not declared") == true)
    }

    @Test func aSwitchOverTheRefusalNamesEveryCaseAndOnlyItsCases() throws {
        let unknown = Self.inStep.replacingOccurrences(of: "case .saving, .outOfRange(.lower)", with: "case .busy")
        #expect(
            try problems(unknown) == [
                "line 20: CounterRefusal has no case busy; use the case the code declares",
                "line 18: the switch over CounterRefusal leaves out saving; handle every case, as the compiler "
                    + "would insist",
            ])
        let withDefault = Self.inStep.replacingOccurrences(of: ", .outOfRange(.lower)", with: "")
            .replacingOccurrences(of: "case let .outOfRange(limit): \"\\(limit)\"", with: "default: \"\"")
        #expect(
            try problems(withDefault) == [
                "line 18: the switch over CounterRefusal leaves out outOfRange; handle every case, as the compiler "
                    + "would insist",
                "line 21: the switch over CounterRefusal has a default; name every case instead, so a new case "
                    + "shows here",
            ])
    }

    @Test func namesOfUncheckedRootsAndOptionalsAreLeftAlone() throws {
        // `refusal` is optional where it is a property: `refusal.map` is Optional's, not the enum's.
        // `Text` and `Task` are not declared in the folders, so their members are not checked.
        let listing = Self.inStep + "\nlet label = Text(\"x\").bold()\nlet other = refusal.flatMap { $0 }"
        #expect(try problems(listing) == [])
    }

    @Test func aMarkerWithoutACodeBlockIsMalformed() {
        #expect(throws: QuotedSource.MalformedQuote.self) {
            try NameCheckedListing.listings(in: "<!-- names declared in: Sources/A -->\ntext\n")
        }
    }
}
