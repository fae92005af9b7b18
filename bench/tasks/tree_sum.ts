export interface TreeNode {
  value: number;
  children: TreeNode[];
}

/**
 * The sum of the values of `node` and all its descendants.
 */
export function treeSum(node: TreeNode): number {
  return node.children.reduce((total, child) => total + treeSum(child), node.value);
}
//// tests
assert.equal(treeSum({ value: 1, children: [{ value: 2, children: [] }, { value: 3, children: [{ value: 4, children: [] }] }] }), 10);
assert.equal(treeSum({ value: -5, children: [] }), -5);
