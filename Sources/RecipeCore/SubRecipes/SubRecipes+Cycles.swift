extension SubRecipes {
    /// An error on each item that names a recipe which, through its own items, names the
    /// recipe again (`Pie` uses `Crust`, `Crust` uses `Pie`): the diagnostic is in the file of
    /// the item and names the other file. Such an item stays one line of a shopping list
    /// (``expand(_:multiplier:_:)``); this only tells the cook.
    public func cycleDiagnostics() -> [Diagnostic] {
        // Each recipe's items that name a recipe, with the element they are.
        var edges: [[(target: Int, element: Int)]] = Array(repeating: [], count: recipes.count)
        for index in recipes.indices {
            var element = -1
            let file = recipes[index].file
            recipes[index].forEachElement { each in
                element += 1
                guard case .item(let item) = each, let target = position(for: item, in: file) else { return }
                edges[index].append((target, element))
            }
        }
        let component = Self.strongComponents(edges.map { $0.map(\.target) })
        var diagnostics: [Diagnostic] = []
        for index in recipes.indices {
            for edge in edges[index] where component[edge.target] == component[index] {
                let places = recipes[index].elementPlaces
                let line = edge.element < places.count ? places[edge.element].line : 1
                let other = recipes[edge.target]
                diagnostics.append(Diagnostic(
                    .subRecipeCycle(title: other.title, file: other.file),
                    at: SourceLocation(file: recipes[index].file, line: line)))
            }
        }
        return diagnostics
    }

    /// Which strongly connected component each node of `graph` is in (Tarjan's algorithm,
    /// without recursion, so a long chain of recipes cannot overflow the stack). A node with
    /// an edge to itself, or two nodes that reach each other, share a component; a node on no
    /// cycle has one of its own.
    static func strongComponents(_ graph: [[Int]]) -> [Int] {
        let count = graph.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var next = 0
        var components = 0
        for start in 0..<count where index[start] < 0 {
            // Each frame is a node and how many of its edges are done.
            var frames: [(node: Int, edge: Int)] = [(start, 0)]
            index[start] = next; lowLink[start] = next; next += 1
            stack.append(start); onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < graph[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = graph[node][frame.edge]
                    if index[target] < 0 {
                        index[target] = next; lowLink[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                while let top = stack.popLast() {
                    onStack[top] = false
                    component[top] = components
                    if top == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
