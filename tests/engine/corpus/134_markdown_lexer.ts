// A small Markdown block/inline lexer: a token union, regex tables tried in order, a sticky
// regex inline scanner, HTML rendering with escaping, and a table of contents from headings.

type Inline =
  | { t: "text"; value: string }
  | { t: "code"; value: string }
  | { t: "em" | "strong"; children: Inline[] }
  | { t: "link"; href: string; children: Inline[] };

type Block =
  | { t: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[]; id: string }
  | { t: "paragraph"; content: Inline[] }
  | { t: "code"; lang: string | null; text: string }
  | { t: "list"; ordered: boolean; items: Inline[][] }
  | { t: "rule" };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

function slugify(text: string, seen: Map<string, number>): string {
  const base = text.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/\s+/g, "-") || "section";
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  const re = /`([^`]+)`|\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/y;
  let text = "";
  let i = 0;
  const flush = () => {
    if (text) out.push({ t: "text", value: text });
    text = "";
  };
  while (i < src.length) {
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) {
      text += src[i];
      i++;
      continue;
    }
    flush();
    const [whole, code, strong, em, label, href] = m;
    if (code !== undefined) out.push({ t: "code", value: code });
    else if (strong !== undefined) out.push({ t: "strong", children: parseInline(strong) });
    else if (em !== undefined) out.push({ t: "em", children: parseInline(em) });
    else if (label !== undefined && href !== undefined) out.push({ t: "link", href, children: parseInline(label) });
    i += whole.length;
  }
  flush();
  return out;
}

function plain(nodes: readonly Inline[]): string {
  return nodes.map((n) => ("value" in n ? n.value : plain(n.children))).join("");
}

function lex(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  const seen = new Map<string, number>();
  let para: string[] = [];
  const endPara = () => {
    if (para.length) blocks.push({ t: "paragraph", content: parseInline(para.join(" ")) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let m: RegExpMatchArray | null;
    if ((m = line.match(/^(#{1,6})\s+(.*)$/))) {
      endPara();
      const content = parseInline(m[2]!);
      blocks.push({ t: "heading", level: m[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, content, id: slugify(plain(content), seen) });
    } else if ((m = line.match(/^```(\w+)?\s*$/))) {
      endPara();
      const body: string[] = [];
      while (++i < lines.length && !/^```\s*$/.test(lines[i]!)) body.push(lines[i]!);
      blocks.push({ t: "code", lang: m[1] ?? null, text: body.join("\n") });
    } else if (/^(-{3,}|\*{3,})\s*$/.test(line)) {
      endPara();
      blocks.push({ t: "rule" });
    } else if ((m = line.match(/^\s*([-*]|\d+\.)\s+(.*)$/))) {
      endPara();
      const ordered = /\d/.test(m[1]!);
      const last = blocks[blocks.length - 1];
      const item = parseInline(m[2]!);
      if (last?.t === "list" && last.ordered === ordered) last.items.push(item);
      else blocks.push({ t: "list", ordered, items: [item] });
    } else if (line.trim() === "") {
      endPara();
    } else {
      para.push(line.trim());
    }
  }
  endPara();
  return blocks;
}

function renderInline(nodes: readonly Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.t) {
        case "text":
          return escapeHtml(n.value);
        case "code":
          return `<code>${escapeHtml(n.value)}</code>`;
        case "em":
        case "strong":
          return `<${n.t}>${renderInline(n.children)}</${n.t}>`;
        case "link":
          return `<a href="${escapeHtml(n.href)}">${renderInline(n.children)}</a>`;
      }
    })
    .join("");
}

function render(blocks: readonly Block[]): string {
  return blocks
    .map((b): string => {
      if (b.t === "heading") return `<h${b.level} id="${b.id}">${renderInline(b.content)}</h${b.level}>`;
      if (b.t === "paragraph") return `<p>${renderInline(b.content)}</p>`;
      if (b.t === "code") return `<pre><code${b.lang ? ` class="lang-${b.lang}"` : ""}>${escapeHtml(b.text)}</code></pre>`;
      if (b.t === "rule") return "<hr>";
      const tag = b.ordered ? "ol" : "ul";
      return `<${tag}>${b.items.map((it) => `<li>${renderInline(it)}</li>`).join("")}</${tag}>`;
    })
    .join("\n");
}

function toc(blocks: readonly Block[], maxLevel = 3): string[] {
  return blocks.flatMap((b) =>
    b.t === "heading" && b.level <= maxLevel ? [`${"  ".repeat(b.level - 1)}- [${plain(b.content)}](#${b.id})`] : [],
  );
}

const doc = lex("# Title\n\nSome *em* and **strong `code`** text, [a link](http://x.y).\n\n## Steps\n1. one\n2. two\n\n```ts\nconst x = 1 < 2;\n```\n---\n## Steps\n- a\n- b");
console.log(render(doc));
console.log(toc(doc).join("\n"));
