/**
 * Splits one CSV line into fields. Fields may be quoted with "; inside quotes a comma is
 * literal and "" stands for one quote.
 */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else field += ch;
  }
  fields.push(field);
  return fields;
}
//// tests
assert.deepEqual(parseCsvLine('a,"b,c",d'), ["a", "b,c", "d"]);
assert.deepEqual(parseCsvLine('"say ""hi""",'), ['say "hi"', ""]);
assert.deepEqual(parseCsvLine(""), [""]);
