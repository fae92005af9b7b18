// Contextual keywords used as plain identifiers and property names.
const type = "type";
const of = [1];
const get = 1, set = 2, declare = 3, abstract = 4, readonly = 5, from = 6, as = 7, satisfies = 8;
const namespace = 9, module = 10, global = 11, keyof = 12, infer = 13, is = 14, asserts = 15, out = 16;
const accessor = 17, override = 18, unique = 19, never = 20, unknown = 21, any = 22, string = 23;
let yieldNotInGenerator = 1;
let let1 = 2;

const list = [1];
for (const of of list) {
  console.log(of);
}

const obj = {
  type,
  set,
  get value(): number {
    return 1;
  },
  set value(v: number) {
    void v;
  },
  async: 1,
  get get() {
    return 2;
  },
  static: 3,
  method() {
    return this.type;
  },
  ["computed" + 1]: true,
  123: "numeric key",
  "string key": 4,
  ...{ spread: 5 },
};

class Keywords {
  get = 1;
  set = 2;
  static = 3;
  async = 4;
  declare = 5;
  readonly readonly = 6;
  constructor() {}
  type(): string {
    return "t";
  }
  static async *of() {}
  get get2() {
    return this.get;
  }
}

type type2 = { type: string; as: number; in: boolean };
const t2: type2 = { type: "", as: 1, in: true };

export const all = [type, of, get, set, declare, abstract, readonly, from, as, satisfies, namespace, module, global,
  keyof, infer, is, asserts, out, accessor, override, unique, never, unknown, any, string, yieldNotInGenerator, let1,
  obj, new Keywords(), t2];
