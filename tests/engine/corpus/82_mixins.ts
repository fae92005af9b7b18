// Mixins (functions returning a class that extends a parameter), class expressions and constructor types.
type Constructor<T = {}> = new (...args: any[]) => T;
type AbstractConstructor<T = {}> = abstract new (...args: any[]) => T;

function Timestamped<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    createdAt = new Date(0);
    touch(): void {
      this.createdAt = new Date();
    }
  };
}

function Tagged<TBase extends Constructor>(Base: TBase) {
  return class Tagged extends Base {
    readonly tags = new Set<string>();
    tag(...names: string[]): this {
      names.forEach((n) => this.tags.add(n.toLowerCase()));
      return this;
    }
    hasTag(name: string): boolean {
      return this.tags.has(name.toLowerCase());
    }
  };
}

interface Versioned {
  version: number;
  bump(): number;
}

function WithVersion<TBase extends Constructor>(Base: TBase): TBase & Constructor<Versioned> {
  return class extends Base implements Versioned {
    version = 1;
    bump() {
      return ++this.version;
    }
  };
}

function Activatable<TBase extends Constructor<{ name: string }>>(Base: TBase) {
  return class extends Base {
    private active = false;
    activate(): string {
      this.active = true;
      return `${this.name} is active`;
    }
    get isActive() {
      return this.active;
    }
  };
}

class Entity {
  static count = 0;
  readonly id: number;
  constructor(public name: string) {
    this.id = ++Entity.count;
  }
}

abstract class Shape {
  abstract area(): number;
  toString(): string {
    return `${this.constructor.name}(${this.area().toFixed(2)})`;
  }
}

function Colored<TBase extends AbstractConstructor<Shape>>(Base: TBase) {
  abstract class ColoredShape extends Base {
    color = "black";
    paint(color: string): this {
      this.color = color;
      return this;
    }
  }
  return ColoredShape;
}

class Circle extends Colored(Shape) {
  constructor(readonly r: number) {
    super();
  }
  area(): number {
    return Math.PI * this.r * this.r;
  }
}

const Document = Activatable(Tagged(Timestamped(Entity)));
type DocumentInstance = InstanceType<typeof Document>;

class Article extends WithVersion(Document) {
  constructor(
    name: string,
    public body: string,
  ) {
    super(name);
  }
  get words(): number {
    return this.body.split(/\s+/).filter(Boolean).length;
  }
}

function describe(d: DocumentInstance): string {
  return `${d.id}:${d.name}[${[...d.tags].join(",")}] ${d.isActive ? "on" : "off"} @${d.createdAt.getTime()}`;
}

const registry: Record<string, Constructor<Entity>> = { entity: Entity, document: Document };
const made = Object.entries(registry).map(([key, Ctor]) => new Ctor(key));
const doc = new Document("readme").tag("Docs", "Intro");
doc.touch();
const article = new Article("post", "hello mixin world");
article.tag("blog").activate();
article.bump();
const circle = new Circle(2).paint("red");

console.log(describe(doc), doc.hasTag("docs"), article.version, article.words, article.isActive, circle.color, circle.toString(), made.map((m) => m.name), Entity.count);
