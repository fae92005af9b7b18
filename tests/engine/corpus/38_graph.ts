// Red-team: graph algorithms with Maps, Sets, recursion through arrow closures.
type NodeId = string;

interface Edge {
  to: NodeId;
  weight: number;
}

class Graph {
  private adjacency = new Map<NodeId, Edge[]>();

  addNode(id: NodeId): void {
    if (!this.adjacency.has(id)) this.adjacency.set(id, []);
  }

  addEdge(from: NodeId, to: NodeId, weight = 1, directed = false): void {
    this.addNode(from);
    this.addNode(to);
    this.adjacency.get(from)!.push({ to, weight });
    if (!directed) this.adjacency.get(to)!.push({ to: from, weight });
  }

  neighbors(id: NodeId): readonly Edge[] {
    return this.adjacency.get(id) ?? [];
  }

  get nodes(): NodeId[] {
    return [...this.adjacency.keys()];
  }

  bfs(start: NodeId): NodeId[] {
    const visited = new Set<NodeId>([start]);
    const queue: NodeId[] = [start];
    const order: NodeId[] = [];
    while (queue.length > 0) {
      const current = queue.shift()!;
      order.push(current);
      for (const { to } of this.neighbors(current)) {
        if (!visited.has(to)) {
          visited.add(to);
          queue.push(to);
        }
      }
    }
    return order;
  }

  dfs(start: NodeId, visit: (id: NodeId, depth: number) => void): void {
    const seen = new Set<NodeId>();
    const go = (id: NodeId, depth: number): void => {
      if (seen.has(id)) return;
      seen.add(id);
      visit(id, depth);
      this.neighbors(id).forEach((e) => go(e.to, depth + 1));
    };
    go(start, 0);
  }

  dijkstra(source: NodeId): Map<NodeId, number> {
    const dist = new Map<NodeId, number>();
    for (const n of this.nodes) dist.set(n, Infinity);
    dist.set(source, 0);
    const unvisited = new Set(this.nodes);
    while (unvisited.size) {
      let best: NodeId | null = null;
      let bestDist = Infinity;
      for (const n of unvisited) {
        const d = dist.get(n) ?? Infinity;
        if (d < bestDist) {
          bestDist = d;
          best = n;
        }
      }
      if (best === null) break;
      unvisited.delete(best);
      for (const edge of this.neighbors(best)) {
        const alt = bestDist + edge.weight;
        if (alt < (dist.get(edge.to) ?? Infinity)) dist.set(edge.to, alt);
      }
    }
    return dist;
  }

  topoSort(): NodeId[] | undefined {
    const inDegree: Record<NodeId, number> = {};
    this.nodes.forEach((n) => (inDegree[n] = 0));
    for (const n of this.nodes) for (const e of this.neighbors(n)) inDegree[e.to]++;
    const ready = this.nodes.filter((n) => inDegree[n] === 0);
    const out: NodeId[] = [];
    while (ready.length) {
      const n = ready.pop() as NodeId;
      out.push(n);
      for (const e of this.neighbors(n)) {
        if (--inDegree[e.to] === 0) ready.push(e.to);
      }
    }
    return out.length === this.nodes.length ? out : undefined;
  }
}

const g = new Graph();
g.addEdge("a", "b", 4);
g.addEdge("a", "c", 1);
g.addEdge("c", "b", 2);
g.addEdge("b", "d", 5);
console.log(g.bfs("a").join(" -> "));
g.dfs("a", (id, depth) => console.log(" ".repeat(depth * 2) + id));
const distances = g.dijkstra("a");
console.log([...distances].map(([n, d]) => `${n}:${d}`).join(", "));
const dag = new Graph();
dag.addEdge("x", "y", 1, true);
dag.addEdge("y", "z", 1, true);
console.log(dag.topoSort()?.join(",") ?? "cycle");
