export interface LineItem {
  name: string;
  unitPrice: number;
  quantity: number;
}

/**
 * The total price of the items, minus `discountPercent` percent, rounded to 2 decimals.
 */
export function cartTotal(items: readonly LineItem[], discountPercent: number = 0): number {
  const gross = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const net = gross * (1 - discountPercent / 100);
  return Math.round(net * 100) / 100;
}
//// tests
assert.equal(cartTotal([{ name: "a", unitPrice: 2.5, quantity: 2 }, { name: "b", unitPrice: 1, quantity: 3 }]), 8);
assert.equal(cartTotal([{ name: "a", unitPrice: 10, quantity: 1 }], 15), 8.5);
assert.equal(cartTotal([]), 0);
