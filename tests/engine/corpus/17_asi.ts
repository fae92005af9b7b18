// Automatic semicolon insertion: statements without semicolons, and its traps.
let a = 1
let b = 2
const c = a
+ b
const d = [1, 2]
;[a, b] = [b, a]
;(function () {})()
const e = `t`
let f = a
++b
function returns(): number | undefined {
  return
}
function throws(): never {
  throw new Error("x")
}
const obj = {
  x: 1
}
type T = {
  a: number
  b: string
}
interface I {
  a: number
  b(): void
}
class K {
  x = 1
  y: number = 2
  static z
    = 3
  m() {}
}
let g = a
/ 2
const h = function () {
  return 1
}
let i = 0
do i++; while (i < 3)
let j = 0
do {
  j++
} while (j < 2) let k = 1
var l = 1, m = 2
export { a, b, c, d, e, f, g, h, i, j, k, l, m, obj, returns, throws, K }
export type { T, I }
