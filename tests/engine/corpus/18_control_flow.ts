export function control(input: number[]): number {
  let total = 0;
  outer: for (let i = 0; i < input.length; i++) {
    inner: for (const j of input) {
      if (j < 0) continue outer;
      if (j > 100) break inner;
      if (j === 50) break outer;
      total += j;
    }
  }
  block: {
    if (total > 10) break block;
    total *= 2;
  }
  for (const key in { a: 1 }) total += key.length;
  for (;;) {
    break;
  }
  for (let i = 0, j = 10; i < j; i++, j--) total++;
  while (total > 1000) total /= 2;
  do {
    total--;
  } while (total > 500);
  switch (total % 3) {
    case 0:
    case 1: {
      total += 1;
      break;
    }
    case 2:
      total += 2;
    // falls through
    default:
      total += 3;
  }
  switch (total) {
  }
  try {
    if (total < 0) throw new RangeError("negative");
  } catch (error: unknown) {
    if (error instanceof RangeError) total = 0;
  } finally {
    total += 0;
  }
  try {
    JSON.parse("{");
  } catch {
    total += 1;
  }
  if (total) total++;
  else if (!total) total--;
  else {
  }
  ;;;
  {
    const scoped = 1;
    total += scoped;
  }
  label1: label2: total++;
  return total;
}
