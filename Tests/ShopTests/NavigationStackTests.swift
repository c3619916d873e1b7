import Testing

@testable import Shop

/// The back stack's rules on their own: no backend, no terminal, no screens, just labels.
@Suite struct NavigationStackTests {
    typealias Change = NavigationStack<String>.Change

    /// A stack whose screens are labels numbered in the order they were made, so a test can tell a screen that
    /// was revealed again from a new one for the same route.
    struct Harness {
        var stack = NavigationStack<String>()
        private var made = 0

        init(_ actions: [NavigationAction] = []) {
            for action in actions { _ = apply(action) }
        }

        mutating func apply(_ action: NavigationAction) -> Change {
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

    static let kettle = AppRoute.product(productID: "p-0135")
    static let mug = AppRoute.product(productID: "p-0007")

    @Test func popToRootOnAnEmptyStackOpensHome() {
        var harness = Harness()
        #expect(harness.stack.routes == [])
        #expect(harness.apply(.popToRoot) == .opened("home #1"))
        #expect(harness.stack.routes == [.home])
        #expect(harness.stack.top?.screen == "home #1")
    }

    @Test func pushOpensANewScreenOnTop() {
        var harness = Harness([.popToRoot])
        #expect(harness.apply(.push(Self.kettle)) == .opened("product p-0135 #2"))
        #expect(harness.apply(.push(Self.mug)) == .opened("product p-0007 #3"))
        #expect(harness.stack.routes == [.home, Self.kettle, Self.mug])
    }

    @Test func replaceTopTakesTheCurrentScreenOutOfTheBackStack() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(.checkout)])
        let change = harness.apply(.replaceTop(.order(orderID: "o-000001")))
        #expect(change == .opened("order o-000001 #4"))
        #expect(harness.screens == ["home #1", "product p-0135 #2", "order o-000001 #4"])
    }

    @Test func bringForwardReturnsToTheScreenAlreadyOpen() {
        var harness = Harness([.popToRoot, .push(.checkout), .push(Self.kettle), .push(.profile)])
        #expect(harness.apply(.bringForward(.checkout)) == .revealed("checkout #2"))
        #expect(harness.screens == ["home #1", "checkout #2"])
    }

    @Test func bringForwardOfTheTopScreenRevealsItAgain() {
        var harness = Harness([.popToRoot, .push(.checkout)])
        #expect(harness.apply(.bringForward(.checkout)) == .revealed("checkout #2"))
        #expect(harness.screens == ["home #1", "checkout #2"])
    }

    @Test func bringForwardOpensWhatIsNotOpen() {
        var harness = Harness([.popToRoot, .push(Self.kettle)])
        #expect(harness.apply(.bringForward(.profile)) == .opened("profile #3"))
        #expect(harness.stack.routes == [.home, Self.kettle, .profile])
    }

    @Test func presentLoginOpensTheLoginStepOverTheScreenThatAsked() {
        var harness = Harness([.popToRoot, .push(.checkout)])
        #expect(harness.apply(.presentLogin) == .opened("login #3"))
        #expect(harness.stack.routes == [.home, .checkout, .login])
    }

    @Test func resumeAfterLoginRevealsTheScreenThatAsked() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(.checkout), .presentLogin])
        #expect(harness.apply(.resumeAfterLogin) == .revealed("checkout #3"))
        #expect(harness.screens == ["home #1", "product p-0135 #2", "checkout #3"])
    }

    @Test func resumeAfterLoginDropsALoginStepUnderAnotherScreen() {
        var harness = Harness([.popToRoot, .push(.checkout), .presentLogin, .push(.profile)])
        #expect(harness.apply(.resumeAfterLogin) == .unchanged, "profile stays on top")
        #expect(harness.screens == ["home #1", "checkout #2", "profile #4"])
    }

    @Test func resumeAfterLoginWithoutALoginStepChangesNothing() {
        var harness = Harness([.popToRoot, .push(.profile)])
        #expect(harness.apply(.resumeAfterLogin) == .unchanged)
        #expect(harness.screens == ["home #1", "profile #2"])
    }

    @Test func backRevealsTheScreenUnderneath() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(Self.mug)])
        #expect(harness.apply(.back) == .revealed("product p-0135 #2"))
        #expect(harness.apply(.back) == .revealed("home #1"))
        #expect(harness.apply(.back) == .nothingToGoBackTo)
        #expect(harness.screens == ["home #1"])
    }

    @Test func popToRootStartsAgainWithANewHome() {
        var harness = Harness([.popToRoot, .push(Self.kettle), .push(.checkout), .presentLogin])
        #expect(harness.apply(.popToRoot) == .opened("home #5"))
        #expect(harness.screens == ["home #5"])
    }

    @Test func stayChangesNothing() {
        var harness = Harness([.popToRoot, .push(Self.kettle)])
        #expect(harness.apply(.stay) == .unchanged)
        #expect(harness.screens == ["home #1", "product p-0135 #2"])
    }
}
