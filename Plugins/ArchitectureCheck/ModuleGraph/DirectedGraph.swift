/// Graph algorithms over an adjacency map (`node -> nodes it depends on`). Every result is deterministic:
/// nodes and successors are visited in sorted order. All traversals are iterative, so deep graphs are safe.
public struct DirectedGraph: Sendable {
    /// The nodes, sorted.
    public let nodes: [String]
    /// Sorted successors of each node; successors that are not nodes are dropped.
    public let successors: [String: [String]]

    /// Creates a graph; edges to unknown nodes are ignored.
    public init(adjacency: [String: [String]]) {
        let nodeSet = Set(adjacency.keys)
        nodes = nodeSet.sorted()
        successors = adjacency.mapValues { Array(Set($0.filter(nodeSet.contains))).sorted() }
    }

    /// The graph of `graph`'s targets and their declared dependencies.
    public init(_ graph: PackageGraph) {
        self.init(
            adjacency: Dictionary(graph.targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { a, _ in a }))
    }

    /// The edge count.
    public var edgeCount: Int { successors.values.reduce(0) { $0 + $1.count } }

    /// Each node's direct dependents, sorted.
    public var predecessors: [String: [String]] {
        var result = Dictionary(uniqueKeysWithValues: nodes.map { ($0, [String]()) })
        for node in nodes {
            for successor in successors[node] ?? [] { result[successor, default: []].append(node) }
        }
        return result
    }

    /// Every node reachable from `starts` along edges (the starts included only if reachable from a start).
    public func reachable(from starts: [String], along edges: [String: [String]]? = nil) -> Set<String> {
        let edges = edges ?? successors
        var seen = Set<String>()
        var stack = starts.flatMap { edges[$0] ?? [] }
        while let node = stack.popLast() {
            if seen.insert(node).inserted { stack.append(contentsOf: edges[node] ?? []) }
        }
        return seen
    }

    /// A shortest path `[from, ..., to]` along edges, or `nil` when `to` is not reachable from `from`.
    public func shortestPath(from: String, to: String) -> [String]? {
        var parent: [String: String] = [from: from]
        var queue = [from]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == to {
                var path = [to]
                while path[0] != from { path.insert(parent[path[0]]!, at: 0) }
                return path
            }
            for next in successors[node] ?? [] where parent[next] == nil {
                parent[next] = node
                queue.append(next)
            }
        }
        return nil
    }

    /// One cycle per strongly connected component that has one, each as a path that starts and ends at the
    /// component's smallest node (`["A", "B", "C", "A"]`) and is a shortest cycle through that node.
    /// Sorted by their first node.
    public func cycles() -> [[String]] {
        stronglyConnectedComponents().compactMap { component -> [String]? in
            let members = Set(component)
            let start = component.min()!
            if component.count == 1 && !(successors[start] ?? []).contains(start) { return nil }
            // Breadth-first from `start` inside the component, back to `start`.
            var parent: [String: String] = [:]
            var queue = [start]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in successors[node] ?? [] where members.contains(next) {
                    if next == start {
                        var path = [start]
                        var cursor = node
                        while cursor != start {
                            path.append(cursor)
                            cursor = parent[cursor]!
                        }
                        return [start] + path.dropFirst().reversed() + [start]
                    }
                    if parent[next] == nil {
                        parent[next] = node
                        queue.append(next)
                    }
                }
            }
            return nil
        }.sorted { $0[0] < $1[0] }
    }

    /// Tarjan's algorithm, iteratively.
    func stronglyConnectedComponents() -> [[String]] {
        var indexOf: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack = Set<String>()
        var stack: [String] = []
        var components: [[String]] = []
        var counter = 0

        for root in nodes where indexOf[root] == nil {
            var work: [(node: String, next: Int)] = [(root, 0)]
            indexOf[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while !work.isEmpty {
                let (node, position) = work[work.count - 1]
                let edges = successors[node] ?? []
                if position < edges.count {
                    work[work.count - 1].next += 1
                    let next = edges[position]
                    if indexOf[next] == nil {
                        indexOf[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack.insert(next)
                        work.append((next, 0))
                    } else if onStack.contains(next) {
                        lowLink[node] = min(lowLink[node]!, indexOf[next]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
                if lowLink[node] == indexOf[node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component.sorted())
                }
            }
        }
        return components
    }

    /// Each node's layer: the length of the longest path to it from any of `roots` (roots are layer 0).
    /// Nodes not reachable from a root, or only through a cycle, have no layer.
    public func layers(roots: [String]) -> [String: Int] {
        let rootSet = Set(roots.filter { successors[$0] != nil })
        let region = reachable(from: Array(rootSet)).union(rootSet)
        var inDegree = Dictionary(uniqueKeysWithValues: region.map { ($0, 0) })
        for node in region {
            for next in successors[node] ?? [] where region.contains(next) { inDegree[next]! += 1 }
        }
        var layer: [String: Int] = [:]
        var ready = region.filter { inDegree[$0] == 0 }.sorted()
        for node in ready { layer[node] = 0 }
        while let node = ready.popLast() {
            for next in successors[node] ?? [] where region.contains(next) {
                layer[next] = max(layer[next] ?? 0, layer[node]! + 1)
                inDegree[next]! -= 1
                if inDegree[next] == 0 { ready.append(next) }
            }
        }
        // A node fed only by a cycle keeps a partial value; drop what the sort never finished.
        return layer.filter { inDegree[$0.key] == 0 }
    }
}
