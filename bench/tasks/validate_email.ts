/**
 * A light email check: exactly one "@", a non-empty local part, and a domain that contains
 * a "." that is neither its first nor its last character. No spaces anywhere.
 */
export function looksLikeEmail(text: string): boolean {
  if (text.includes(" ")) return false;
  const parts = text.split("@");
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  const dot = domain.indexOf(".");
  return local.length > 0 && dot > 0 && domain.lastIndexOf(".") < domain.length - 1;
}
//// tests
assert.equal(looksLikeEmail("ann@example.com"), true);
assert.equal(looksLikeEmail("ann@example"), false);
assert.equal(looksLikeEmail("@example.com"), false);
assert.equal(looksLikeEmail("a@b@c.com"), false);
assert.equal(looksLikeEmail("a b@c.com"), false);
