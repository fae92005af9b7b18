// An editor text buffer: a line array with positions and ranges, an undo stack of edits,
// word motion with regexes and a search that yields matches. Editor-style code throughout.

interface Position {
  line: number;
  character: number;
}

interface Range {
  start: Position;
  end: Position;
}

interface TextEdit {
  range: Range;
  newText: string;
}

function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

function orderRange(r: Range): Range {
  return comparePositions(r.start, r.end) <= 0 ? r : { start: r.end, end: r.start };
}

class TextBuffer {
  private lines: string[];
  private readonly undoStack: TextEdit[][] = [];
  private readonly redoStack: TextEdit[][] = [];
  version = 0;

  constructor(text = "") {
    this.lines = text.split(/\r?\n/);
  }

  get lineCount(): number {
    return this.lines.length;
  }

  getText(range?: Range): string {
    if (!range) return this.lines.join("\n");
    const { start, end } = orderRange(range);
    if (start.line === end.line) return this.lineAt(start.line).slice(start.character, end.character);
    const parts = [this.lineAt(start.line).slice(start.character)];
    for (let l = start.line + 1; l < end.line; l++) parts.push(this.lineAt(l));
    parts.push(this.lineAt(end.line).slice(0, end.character));
    return parts.join("\n");
  }

  lineAt(line: number): string {
    const text = this.lines[line];
    if (text === undefined) throw new RangeError(`line ${line} out of range 0..${this.lines.length - 1}`);
    return text;
  }

  clamp(p: Position): Position {
    const line = Math.min(Math.max(p.line, 0), this.lines.length - 1);
    const character = Math.min(Math.max(p.character, 0), this.lineAt(line).length);
    return { line, character };
  }

  offsetAt(p: Position): number {
    const { line, character } = this.clamp(p);
    let offset = 0;
    for (let i = 0; i < line; i++) offset += this.lineAt(i).length + 1;
    return offset + character;
  }

  positionAt(offset: number): Position {
    let rest = Math.max(0, offset);
    for (let line = 0; line < this.lines.length; line++) {
      const len = this.lineAt(line).length;
      if (rest <= len) return { line, character: rest };
      rest -= len + 1;
    }
    const last = this.lines.length - 1;
    return { line: last, character: this.lineAt(last).length };
  }

  private applyOne(edit: TextEdit): TextEdit {
    const range = orderRange(edit.range);
    const start = this.clamp(range.start), end = this.clamp(range.end);
    const removed = this.getText({ start, end });
    const before = this.lineAt(start.line).slice(0, start.character);
    const after = this.lineAt(end.line).slice(end.character);
    const inserted = (before + edit.newText + after).split("\n");
    this.lines.splice(start.line, end.line - start.line + 1, ...inserted);
    const newLines = edit.newText.split("\n");
    const endLine = start.line + newLines.length - 1;
    const endChar = newLines.length === 1 ? start.character + edit.newText.length : newLines[newLines.length - 1]!.length;
    return { range: { start, end: { line: endLine, character: endChar } }, newText: removed };
  }

  apply(edits: readonly TextEdit[], record = true): void {
    const sorted = [...edits].sort((a, b) => comparePositions(b.range.start, a.range.start));
    const inverse = sorted.map((e) => this.applyOne(e)).reverse();
    this.version++;
    if (record) {
      this.undoStack.push(inverse);
      this.redoStack.length = 0;
    }
  }

  undo(): boolean {
    const edits = this.undoStack.pop();
    if (!edits) return false;
    const inverse = edits.map((e) => this.applyOne(e)).reverse();
    this.redoStack.push(inverse);
    this.version++;
    return true;
  }

  *find(pattern: RegExp): Generator<Range> {
    const flags = pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g";
    const re = new RegExp(pattern.source, flags);
    for (let line = 0; line < this.lines.length; line++) {
      const text = this.lineAt(line);
      for (const m of text.matchAll(re)) {
        const character = m.index ?? 0;
        yield { start: { line, character }, end: { line, character: character + m[0].length } };
      }
    }
  }

  wordAt(p: Position): Range | null {
    const { line, character } = this.clamp(p);
    const text = this.lineAt(line);
    const word = /[\w$]+/g;
    let m: RegExpExecArray | null;
    while ((m = word.exec(text)) !== null) {
      if (m.index <= character && character <= m.index + m[0].length) {
        return { start: { line, character: m.index }, end: { line, character: m.index + m[0].length } };
      }
    }
    return null;
  }
}

const buf = new TextBuffer("function add(a, b) {\n  return a + b;\n}\n");
const ranges = [...buf.find(/\b[ab]\b/)];
buf.apply(ranges.map((range) => ({ range, newText: buf.getText(range) === "a" ? "left" : "right" })));
console.log(buf.getText());
const w = buf.wordAt({ line: 1, character: 10 });
if (w) console.log(buf.getText(w), buf.offsetAt(w.start), buf.positionAt(buf.offsetAt(w.end)));
console.log(buf.undo(), buf.undo(), buf.version, buf.lineCount);
