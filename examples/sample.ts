// A small TypeScript module to try cpc-lsp on: `bash scripts/demo.sh` completes it at the
// end of line 19, in the middle of the word `tota`.

interface LineItem {
  name: string;
  price: number;
  quantity: number;
}

function add(a: number, b: number): number {
  return a + b;
}

export function orderTotal(items: LineItem[]): number {
  let total = 0;
  for (const item of items) {
    total += item.price * item.quantity;
  }
  return tota
}
