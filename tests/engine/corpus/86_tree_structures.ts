// Recursive data structures as classes: a binary search tree, a trie and a doubly linked list whose
// methods recurse through fields of the class's own type (`this.left?.insert(x)`, `this.next?.size()`).
class BST<T> {
  left?: BST<T>;
  right?: BST<T>;
  constructor(
    public value: T,
    private readonly cmp: (a: T, b: T) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  ) {}

  insert(x: T): this {
    const side = this.cmp(x, this.value) < 0 ? "left" : "right";
    const child = this[side];
    if (child) child.insert(x);
    else this[side] = new BST(x, this.cmp);
    return this;
  }

  has(x: T): boolean {
    const c = this.cmp(x, this.value);
    return c === 0 || (c < 0 ? !!this.left?.has(x) : !!this.right?.has(x));
  }

  get height(): number {
    return 1 + Math.max(this.left?.height ?? 0, this.right?.height ?? 0);
  }

  *inOrder(): Generator<T> {
    if (this.left) yield* this.left.inOrder();
    yield this.value;
    if (this.right) yield* this.right.inOrder();
  }

  min(): T {
    return this.left ? this.left.min() : this.value;
  }
}

class TrieNode {
  readonly children = new Map<string, TrieNode>();
  terminal = false;
  count = 0;

  add(word: string, i = 0): void {
    this.count++;
    if (i === word.length) {
      this.terminal = true;
      return;
    }
    const ch = word[i];
    let next = this.children.get(ch);
    if (!next) this.children.set(ch, (next = new TrieNode()));
    next.add(word, i + 1);
  }

  find(prefix: string): TrieNode | undefined {
    return prefix === "" ? this : this.children.get(prefix[0])?.find(prefix.slice(1));
  }

  words(prefix = ""): string[] {
    const out = this.terminal ? [prefix] : [];
    for (const [ch, node] of [...this.children].sort(([a], [b]) => a.localeCompare(b))) out.push(...node.words(prefix + ch));
    return out;
  }
}

class ListNode<T> {
  prev: ListNode<T> | null = null;
  next: ListNode<T> | null = null;
  constructor(public value: T) {}

  append(value: T): ListNode<T> {
    const node = new ListNode(value);
    node.prev = this;
    node.next = this.next;
    if (this.next) this.next.prev = node;
    this.next = node;
    return node;
  }

  remove(): T {
    if (this.prev) this.prev.next = this.next;
    if (this.next) this.next.prev = this.prev;
    this.prev = this.next = null;
    return this.value;
  }

  size(): number {
    return 1 + (this.next?.size() ?? 0);
  }

  first(): ListNode<T> {
    return this.prev ? this.prev.first() : this;
  }

  toArray(): T[] {
    const out: T[] = [];
    for (let n: ListNode<T> | null = this.first(); n; n = n.next) out.push(n.value);
    return out;
  }
}

const tree = [8, 3, 10, 1, 6, 14, 4, 7, 13].reduce((t, v) => t.insert(v), new BST(5));
const trie = new TrieNode();
["tree", "trie", "try", "tea", "ten"].forEach((w) => trie.add(w));
const head = new ListNode("a");
head.append("c").prev?.append("b");
const tail = head.next?.next;
const removed = head.next?.remove();
console.log(tree.has(6), tree.has(9), tree.height, [...tree.inOrder()].join(","), tree.min());
console.log(trie.find("t")?.count, trie.find("tr")?.words("tr"), trie.find("x") === undefined);
console.log(head.size(), head.toArray(), removed, tail?.value, tail?.first().value);
