// ECMAScript (TypeScript 5) decorators on classes, methods, fields, accessors.
function logged<This, Args extends unknown[], Return>(
  target: (this: This, ...args: Args) => Return,
  context: ClassMethodDecoratorContext<This, (this: This, ...args: Args) => Return>,
) {
  const name = String(context.name);
  return function (this: This, ...args: Args): Return {
    console.log(`enter ${name}`);
    return target.call(this, ...args);
  };
}

function sealed<T extends abstract new (...args: any[]) => object>(target: T, _context: ClassDecoratorContext<T>): T {
  Object.seal(target);
  return target;
}

function defaultTo<V>(fallback: V) {
  return function (_target: undefined, _context: ClassFieldDecoratorContext<unknown, V>) {
    return (initial: V): V => initial ?? fallback;
  };
}

function watched<This, V>(
  target: ClassAccessorDecoratorTarget<This, V>,
  _context: ClassAccessorDecoratorContext<This, V>,
): ClassAccessorDecoratorResult<This, V> {
  return {
    get(this: This) {
      return target.get.call(this);
    },
    set(this: This, value: V) {
      target.set.call(this, value);
    },
  };
}

const registry = { strict: () => <T>(value: T, _context: DecoratorContext): T => value };

@sealed
export class Greeter {
  @defaultTo("world") name: string = "";
  @watched accessor count = 0;

  @logged
  @registry.strict()
  greet(greeting: string): string {
    return `${greeting}, ${this.name}`;
  }

  @(logged)
  static make(): Greeter {
    return new Greeter();
  }
}

export default @sealed class {}

new Greeter().greet("hi");
