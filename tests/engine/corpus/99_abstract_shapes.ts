// Abstract classes with protected members, abstract accessors, override, super calls, class expressions as values.

abstract class Component<Props extends object = {}> {
  private static nextId = 1;
  protected readonly id: number;
  protected children: Component[] = [];
  #mounted = false;

  constructor(protected props: Props) {
    this.id = Component.nextId++;
  }

  abstract render(): string;
  protected abstract get tag(): string;

  protected attrs(): Record<string, string | number | boolean> {
    return { "data-id": this.id };
  }

  protected wrap(inner: string): string {
    const attrs = Object.entries(this.attrs())
      .filter(([, v]) => v !== false)
      .map(([k, v]) => (v === true ? k : `${k}="${String(v)}"`))
      .join(" ");
    return `<${this.tag}${attrs ? " " + attrs : ""}>${inner}</${this.tag}>`;
  }

  add(...kids: Component[]): this {
    this.children.push(...kids);
    return this;
  }

  mount(): string {
    this.#mounted = true;
    return this.render();
  }

  get isMounted(): boolean {
    return this.#mounted;
  }
}

class Text extends Component<{ value: string }> {
  protected get tag() {
    return "span";
  }
  render(): string {
    return this.wrap(this.props.value.replace(/</g, "&lt;"));
  }
}

class Button extends Component<{ label: string; disabled?: boolean; onClick?: () => void }> {
  protected override get tag(): string {
    return "button";
  }
  protected override attrs() {
    return { ...super.attrs(), disabled: this.props.disabled ?? false, type: "button" };
  }
  override render() {
    return this.wrap(this.props.label);
  }
  click(): void {
    if (!this.props.disabled) this.props.onClick?.();
  }
}

class Panel extends Component<{ title?: string }> {
  protected get tag() {
    return "section";
  }
  render(): string {
    const heading = this.props.title ? `<h2>${this.props.title}</h2>` : "";
    return this.wrap(heading + this.children.map((c) => c.render()).join(""));
  }
}

abstract class Shape {
  abstract readonly name: string;
  abstract area(): number;
  perimeter?(): number;

  describe(): string {
    const p = this.perimeter?.();
    return `${this.name}: area ${this.area().toFixed(2)}${p === undefined ? "" : `, perimeter ${p.toFixed(2)}`}`;
  }

  static compare(a: Shape, b: Shape): number {
    return a.area() - b.area();
  }
}

class Circle extends Shape {
  readonly name = "circle";
  constructor(private readonly r: number) {
    super();
  }
  area() {
    return Math.PI * this.r * this.r;
  }
  override perimeter() {
    return 2 * Math.PI * this.r;
  }
}

class Square extends Shape {
  override readonly name: string = "square";
  constructor(protected side: number) {
    super();
  }
  area(): number {
    return this.side ** 2;
  }
}

class Cube extends Square {
  override readonly name = "cube";
  override area(): number {
    return 6 * super.area();
  }
  volume(): number {
    return this.side ** 3;
  }
}

type ShapeCtor = new (size: number) => Shape;
const registry: Record<string, ShapeCtor> = { circle: Circle, square: Square, cube: Cube };

function make(kind: keyof typeof registry, size: number): Shape {
  const Ctor = registry[kind];
  if (!Ctor) throw new Error(`unknown shape ${kind}`);
  return new Ctor(size);
}

const Triangle = class extends Shape {
  name = "triangle";
  constructor(private a: number, private b: number, private c: number) {
    super();
  }
  override perimeter = () => this.a + this.b + this.c;
  area(): number {
    const s = this.perimeter() / 2;
    return Math.sqrt(s * (s - this.a) * (s - this.b) * (s - this.c));
  }
};

let clicks = 0;
const button = new Button({ label: "Save", onClick: () => clicks++ });
const panel = new Panel({ title: "Settings" }).add(new Text({ value: "a < b" }), button);
button.click();
button.click();

const shapes: Shape[] = [make("circle", 1), make("square", 2), make("cube", 1), new Triangle(3, 4, 5)];
shapes.sort(Shape.compare);

export const rendered = {
  html: panel.mount(),
  mounted: panel.isMounted,
  clicks,
  shapes: shapes.map((s) => s.describe()),
  volume: shapes.find((s): s is Cube => s instanceof Cube)?.volume(),
};
