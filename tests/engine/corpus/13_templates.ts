const name = "world";
const items = ["a", "b"];

export const multi = `first line
second line with ${name}
  indented ${items.map((item) => `item ${item} of ${items.length} ${`deep ${`deeper ${item}`}`}`).join(", ")}
last line`;

export const objectInside = `${{ a: 1 }.a} and ${(() => { return "block"; })()} and ${`}`}`;
export const braces = `{ not an expression } $ {also not} $${name}`;

function tag(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.raw.join("|") + values.length;
}

export const tagged = tag`a${1}b${2}c`;
export const taggedMember = String.raw`C:\path\${name}`;
export const taggedNoSubst = tag`just text`;
export const html = `
  <div class="${name}">
    ${items
      .map(
        (i) => `
      <span>${i}</span>`,
      )
      .join("")}
  </div>
`;
export type Route = `/${string}/${number}`;
export const route: Route = `/users/${42}`;
