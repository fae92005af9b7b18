import path from "node:path";

/**
 * Joins the segments with "/" and normalises the result ("a/../b" becomes "b"), always using
 * POSIX separators.
 */
export function joinPosix(...segments: string[]): string {
  return path.posix.join(...segments);
}
//// tests
assert.equal(joinPosix("a", "b", "../c"), "a/c");
assert.equal(joinPosix("/root", "x/", "y"), "/root/x/y");
