export interface TreeNode {
  value: number;
  children: TreeNode[];
}

/**
 * The number of nodes on the longest path from `node` down to a leaf (a leaf has depth 1).
 */
export function depth(node: TreeNode): number {
  let deepest = 0;
  for (const child of node.children) deepest = Math.max(deepest, depth(child));
  return deepest + 1;
}
//// tests
const leaf = (value: number): TreeNode => ({ value, children: [] });
assert.equal(depth(leaf(1)), 1);
assert.equal(depth({ value: 1, children: [leaf(2), { value: 3, children: [leaf(4)] }] }), 3);
