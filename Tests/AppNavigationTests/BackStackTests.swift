import AppNavigation
import Testing

/// The back stack's rules on their own: no backend, no user interface, no screens, just labels.
@Suite struct BackStackTests {
    /// The places of a small made-up app: a list, its items, a basket, an account, a sign-in flow, a receipt.
    enum Place: Hashable, Sendable {
        case list
        case item(String)
        case basket
        case account
        case signIn
        case receipt(String)

        var label: String {
            switch self {
            case .list: "list"
            case .item(let id): "item \(id)"
            case .basket: "basket"
            case .account: "account"
            case .signIn: "sign-in"
            case .receipt(let id): "receipt \(id)"
            }
        }
    }

    typealias Change = BackStack<Place, String>.Change

    /// A stack whose screens are labels numbered in the order they were made, so a test can tell a screen that
    /// was revealed again from a new one for the same route.
    struct Harness {
        var stack = BackStack<Place, String>(root: .list)
        private var made = 0

        init(_ actions: [NavigationAction<Place>] = []) {
            for action in actions { _ = apply(action) }
        }

        mutating func apply(_ action: NavigationAction<Place>) -> Change {
            var made = self.made
            let change = stack.apply(action) { route in
                made += 1
                return "\(route.label) #\(made)"
            }
            self.made = made
            return change
        }

        var screens: [String] { stack.entries.map(\.screen) }
    }

    static let kettle = Place.item("p-0135")
    static let mug = Place.item("p-0007")

    @Test func popToRootOnAnEmptyStackOpensTheRoot() {
        var harness = Harness()
        #expect(harness.stack.routes == [])
        #expect(harness.apply(.popToRoot) == .opened("list #1"))
        #expect(harness.stack.routes == [.list])
        #expect(harness.stack.top?.screen == "list #1")
    }

    @Test func pushPutsANewScreenOnTop() {
        var harness = Harness([.popToRoot])
        #expect(harness.apply(.push(Self.kettle)) == .opened("item p-0135 #2"))
        #expect(harness.apply(.push(Self.mug)) == .opened("item p-0007 #3"))
        #expect(harness.stack.routes == [.list, Self.kettle, Self.mug])
    }

    @Test func replaceTopTakesTheCurrentScreenOutOfTheBackStack() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(.basket)])
        let change = harness.apply(.replaceTop(.receipt("o-000001")))
        #expect(change == .opened("receipt o-000001 #4"))
        #expect(harness.screens == ["list #1", "item p-0135 #2", "receipt o-000001 #4"])
    }

    @Test func bringForwardReturnsToTheScreenAlreadyOpen() {
        var harness = Harness([.popToRoot, .push(.basket), .push(Self.kettle), .push(.account)])
        #expect(harness.apply(.bringForward(.basket)) == .revealed("basket #2"))
        #expect(harness.screens == ["list #1", "basket #2"])
    }

    @Test func bringForwardOfTheTopScreenRevealsItAgain() {
        var harness = Harness([.popToRoot, .push(.basket)])
        #expect(harness.apply(.bringForward(.basket)) == .revealed("basket #2"))
        #expect(harness.screens == ["list #1", "basket #2"])
    }

    @Test func bringForwardOpensWhatIsNotOpen() {
        var harness = Harness([.popToRoot, .push(Self.kettle)])
        #expect(harness.apply(.bringForward(.account)) == .opened("account #3"))
        #expect(harness.stack.routes == [.list, Self.kettle, .account])
    }

    @Test func presentOpensTheFlowOverTheScreenThatAsked() {
        var harness = Harness([.popToRoot, .push(.basket)])
        #expect(harness.apply(.present(.signIn)) == .opened("sign-in #3"))
        #expect(harness.stack.routes == [.list, .basket, .signIn])
        #expect(harness.stack.entries.map(\.isPresented) == [false, false, true])
    }

    @Test func dismissPresentedRevealsTheScreenThatAsked() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(.basket), .present(.signIn)])
        #expect(harness.apply(.dismissPresented(.signIn)) == .revealed("basket #3"))
        #expect(harness.screens == ["list #1", "item p-0135 #2", "basket #3"])
    }

    @Test func dismissPresentedDropsTheFlowUnderAnotherScreen() {
        var harness = Harness([.popToRoot, .push(.basket), .present(.signIn), .push(.account)])
        #expect(harness.apply(.dismissPresented(.signIn)) == .unchanged, "account stays on top")
        #expect(harness.screens == ["list #1", "basket #2", "account #4"])
    }

    @Test func dismissPresentedWithoutThatFlowChangesNothing() {
        var harness = Harness([.popToRoot, .push(.account)])
        #expect(harness.apply(.dismissPresented(.signIn)) == .unchanged)
        #expect(harness.screens == ["list #1", "account #2"])
    }

    @Test func dismissPresentedLeavesThatRouteWhenItWasPushed() {
        var harness = Harness([.popToRoot, .push(.signIn), .push(.basket), .present(.signIn)])
        #expect(harness.apply(.dismissPresented(.signIn)) == .revealed("basket #3"))
        #expect(harness.screens == ["list #1", "sign-in #2", "basket #3"], "the pushed sign-in is not a flow")
    }

    @Test func dismissPresentedEndsOnlyThatFlow() {
        var harness = Harness([.popToRoot, .present(.account), .present(.signIn)])
        #expect(harness.apply(.dismissPresented(.signIn)) == .revealed("account #2"))
        #expect(harness.screens == ["list #1", "account #2"])
    }

    @Test func backRevealsTheScreenUnderneath() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(Self.mug)])
        #expect(harness.apply(.back) == .revealed("item p-0135 #2"))
        #expect(harness.apply(.back) == .revealed("list #1"))
        #expect(harness.apply(.back) == .nothingToGoBackTo)
        #expect(harness.screens == ["list #1"])
    }

    @Test func popToRootStartsAgainWithANewRoot() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(.basket), .present(.signIn)])
        #expect(harness.apply(.popToRoot) == .opened("list #5"))
        #expect(harness.screens == ["list #5"])
    }

    @Test func stayChangesNothing() {
        var harness = Harness([.popToRoot, .push(Self.kettle)])
        #expect(harness.apply(.stay) == .unchanged)
        #expect(harness.screens == ["list #1", "item p-0135 #2"])
    }
}
