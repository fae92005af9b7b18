/**
 * Replaces each "{{name}}" in `template` with `values[name]`; unknown names become "".
 * Whitespace inside the braces is allowed: "{{ name }}".
 */
export function render(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
//// tests
assert.equal(render("Hi {{name}}, you are {{ age }}.", { name: "Ann", age: 30 }), "Hi Ann, you are 30.");
assert.equal(render("{{missing}}!", {}), "!");
