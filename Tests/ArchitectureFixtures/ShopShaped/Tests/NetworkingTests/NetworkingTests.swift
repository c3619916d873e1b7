import Testing

@testable import Networking

struct NetworkingTests {
    @Test func works() {}
}
