import main, { one, two as deux, three, type Five, "string name" as stringName } from "./07_exports_lib.ts";
import * as lib from "./07_exports_lib.ts";
import type { Six } from "./07_exports_lib.ts";
import type * as Types from "./05_type_level.ts";
import {} from "./04_generics.ts";
import "./03_interfaces.ts";
import { readFileSync } from "node:fs";
import path, { join } from "node:path";
import { type Point, type Tree } from "./03_interfaces.ts";

export async function loadLazily(): Promise<number> {
  const mod = await import("./07_exports_lib.ts");
  return mod.one;
}

const here: string = import.meta.url;
const five: Five = { five: 5 };
const six: Six = 6;
const mutable: Types.Mutable<{ readonly a: 1 }> = { a: 1 };
const p: Point | undefined = undefined;
const t: Tree<number> | null = null;

export const used = [main(), one, deux, three(), lib.EIGHT, lib.generics.identity(1), here, five, six, mutable, p, t, stringName];
export const file = (name: string): string => readFileSync(join(path.sep, name), "utf8");
export type { Five as Cinq };
export { default as alsoMain } from "./07_exports_lib.ts";
