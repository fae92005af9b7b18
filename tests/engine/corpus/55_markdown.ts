// Red-team: a small markdown parser/renderer: regex tables of tuples, block/inline unions, switch-returning maps.
type Inline =
  | { type: "text"; value: string }
  | { type: "em" | "strong"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: Inline[] };

type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "codeblock"; lang?: string; value: string }
  | { type: "rule" };

const INLINE_PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Inline]> = [
  [/`([^`]+)`/, (m) => ({ type: "code", value: m[1] })],
  [/\*\*(.+?)\*\*/, (m) => ({ type: "strong", children: parseInline(m[1]) })],
  [/\*(.+?)\*/, (m) => ({ type: "em", children: parseInline(m[1]) })],
  [/\[([^\]]+)\]\(([^)]+)\)/, (m) => ({ type: "link", href: m[2], children: parseInline(m[1]) })],
];

function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let rest = src;
  while (rest.length > 0) {
    let best: { index: number; length: number; node: Inline } | null = null;
    for (const [re, make] of INLINE_PATTERNS) {
      const m = re.exec(rest);
      if (m && (best === null || m.index < best.index)) {
        best = { index: m.index, length: m[0].length, node: make(m) };
      }
    }
    if (!best) {
      out.push({ type: "text", value: rest });
      break;
    }
    if (best.index > 0) out.push({ type: "text", value: rest.slice(0, best.index) });
    out.push(best.node);
    rest = rest.slice(best.index + best.length);
  }
  return out;
}

function parse(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1].length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2]) });
      i++;
      continue;
    }
    if (/^(-{3,}|\*{3,})$/.test(line.trim())) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    if (line.startsWith("```")) {
      const lang = line.slice(3).trim() || undefined;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith("```")) body.push(lines[i++]);
      i++;
      blocks.push({ type: "codeblock", lang, value: body.join("\n") });
      continue;
    }
    const bullet = /^(\s*)([-*]|\d+\.)\s+/;
    if (bullet.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: Inline[][] = [];
      while (i < lines.length && bullet.test(lines[i])) {
        items.push(parseInline(lines[i].replace(bullet, "")));
        i++;
      }
      blocks.push({ type: "list", ordered, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== "" && !/^(#|```|[-*]\s)/.test(lines[i])) para.push(lines[i++].trim());
    blocks.push({ type: "paragraph", children: parseInline(para.join(" ")) });
  }
  return blocks;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function renderInline(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case "text":
          return escapeHtml(n.value);
        case "code":
          return `<code>${escapeHtml(n.value)}</code>`;
        case "em":
        case "strong":
          return `<${n.type}>${renderInline(n.children)}</${n.type}>`;
        case "link":
          return `<a href="${escapeHtml(n.href)}">${renderInline(n.children)}</a>`;
      }
    })
    .join("");
}

function render(blocks: Block[]): string {
  return blocks
    .map((b): string => {
      switch (b.type) {
        case "heading":
          return `<h${b.level}>${renderInline(b.children)}</h${b.level}>`;
        case "paragraph":
          return `<p>${renderInline(b.children)}</p>`;
        case "list": {
          const tag = b.ordered ? "ol" : "ul";
          return `<${tag}>${b.items.map((it) => `<li>${renderInline(it)}</li>`).join("")}</${tag}>`;
        }
        case "codeblock":
          return `<pre><code${b.lang ? ` class="language-${b.lang}"` : ""}>${escapeHtml(b.value)}</code></pre>`;
        case "rule":
          return "<hr>";
      }
    })
    .join("\n");
}

const doc = parse("# Title\n\nSome *emphasis* and **bold** with `code`.\n\n- one\n- [two](http://x)\n\n```ts\nconst a = 1;\n```\n---");
console.log(render(doc));
console.log(doc.filter((b) => b.type === "heading").length, doc.map((b) => b.type).join(","));
