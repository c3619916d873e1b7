import ArchitectureRules
import Testing

/// Cycles and layers on hand-made graphs.
struct GraphAnalysisTests {
    @Test func printsEachCycleAsAPathFromItsSmallestNode() {
        let graph = DirectedGraph(adjacency: [
            "C": ["A"], "A": ["B"], "B": ["C", "D"], "D": [], "X": ["Y"], "Y": ["X"], "S": ["S"],
        ])
        #expect(graph.cycles().map { $0.joined(separator: " -> ") } == ["A -> B -> C -> A", "S -> S", "X -> Y -> X"])
    }

    @Test func findsTheShortestCycleThroughTheSmallestNode() {
        let graph = DirectedGraph(adjacency: ["A": ["B", "C"], "B": ["C"], "C": ["D"], "D": ["A"]])
        #expect(graph.cycles() == [["A", "C", "D", "A"]])
    }

    @Test func anAcyclicGraphHasNoCycles() {
        let graph = DirectedGraph(adjacency: ["A": ["B", "C"], "B": ["C"], "C": []])
        #expect(graph.cycles().isEmpty)
    }

    @Test func layersAreLongestDistancesFromTheRoots() {
        // App -> F1 -> Net; App -> Net; App -> F2 -> Store -> DB -> Net; Demo -> F2; Lonely has no root.
        let graph = DirectedGraph(adjacency: [
            "App": ["F1", "F2", "Net"], "Demo": ["F2"], "F1": ["Net"], "F2": ["Store"], "Store": ["DB"], "DB": ["Net"],
            "Net": [], "Lonely": ["Net"],
        ])
        #expect(
            graph.layers(roots: ["App", "Demo"]) == [
                "App": 0, "Demo": 0, "F1": 1, "F2": 1, "Store": 2, "DB": 3, "Net": 4,
            ])
    }

    @Test func modulesOnOrBelowACycleHaveNoLayer() {
        let graph = DirectedGraph(adjacency: ["App": ["A", "C"], "A": ["B"], "B": ["A"], "C": []])
        #expect(graph.layers(roots: ["App"]) == ["App": 0, "C": 1])
    }

    @Test func anAppThatDependsOnAnAppIsBelowIt() {
        let graph = DirectedGraph(adjacency: ["App": ["Other"], "Other": ["Lib"], "Lib": []])
        #expect(graph.layers(roots: ["App", "Other"]) == ["App": 0, "Other": 1, "Lib": 2])
    }

    @Test func findsAShortestPath() {
        let graph = DirectedGraph(adjacency: ["A": ["B", "C"], "B": ["D"], "C": ["E"], "D": ["E"], "E": []])
        #expect(graph.shortestPath(from: "A", to: "E") == ["A", "C", "E"])
        #expect(graph.shortestPath(from: "A", to: "A") == ["A"])
        #expect(graph.shortestPath(from: "E", to: "A") == nil)
    }

    @Test func reachabilityFollowsEdgesTransitively() {
        let graph = DirectedGraph(adjacency: ["A": ["B"], "B": ["C"], "C": [], "D": ["A"]])
        #expect(graph.reachable(from: ["A"]) == ["B", "C"])
        #expect(graph.reachable(from: ["C"], along: graph.predecessors) == ["A", "B", "D"])
        #expect(graph.edgeCount == 3)
    }
}
