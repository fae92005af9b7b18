/**
 * Returns "Fizz" for multiples of 3, "Buzz" for multiples of 5, "FizzBuzz" for
 * multiples of both, and the number as a string otherwise.
 */
export function fizzBuzz(n: number): string {
  if (n % 15 === 0) return "FizzBuzz";
  if (n % 3 === 0) return "Fizz";
  if (n % 5 === 0) return "Buzz";
  return String(n);
}
//// tests
assert.equal(fizzBuzz(3), "Fizz");
assert.equal(fizzBuzz(10), "Buzz");
assert.equal(fizzBuzz(30), "FizzBuzz");
assert.equal(fizzBuzz(7), "7");
