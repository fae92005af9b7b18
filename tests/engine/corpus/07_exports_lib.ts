export const one = 1;
export let two = 2;
export function three(): number {
  return 3;
}
export class Four {}
export interface Five {
  five: 5;
}
export type Six = 6;
const seven = 7;
const eight = 8;
export { seven, eight as EIGHT, seven as "string name" };
export default function main(): string {
  return "main";
}
export * from "./03_interfaces.ts";
export * as generics from "./04_generics.ts";
export { Color as Colour, type Flags } from "./06_enums_namespaces.ts";
