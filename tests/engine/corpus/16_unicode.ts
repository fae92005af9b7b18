const π = Math.PI;
const ñandú = "bird";
const 日本語 = "nihongo";
const $ = (s: string) => s;
const _$_ = 1;
const $1$ = 2;
const \u0061bc = "escaped a";
const caf\u{E9} = "café";
const ᵃᵇ = 3;
export const emoji = "😀 and \u{1F680} and é and ß";
export const all = [π, ñandú, 日本語, $("x"), _$_, $1$, abc, café, ᵃᵇ];
class Ünïcödé {
  ключ = "value";
  #私有 = 1;
  get 値(): number {
    return this.#私有;
  }
}
export const instance = new Ünïcödé().ключ;
export const zeroWidthJoiner = "a\u200Db";
export const nbsp = 1;
