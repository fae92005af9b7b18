import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AcceptanceCounter } from '../../src/acceptance';

test('accepting a completion counts it and logs its id with the running totals', () => {
  const lines: string[] = [];
  const counter = new AcceptanceCounter({ appendLine: (line) => lines.push(line) });
  counter.offered(1);
  counter.offered(0);
  counter.offered(3);
  counter.acceptedCompletion('c-17');
  assert.equal(counter.shown, 4);
  assert.equal(counter.accepted, 1);
  assert.deepEqual(lines, ['[accepted] completion c-17: 1 accepted of 4 shown (25.0%)']);
});

test('a missing or odd id argument is logged, not thrown', () => {
  const lines: string[] = [];
  const counter = new AcceptanceCounter({ appendLine: (line) => lines.push(line) });
  counter.acceptedCompletion(undefined);
  counter.acceptedCompletion(7);
  assert.equal(counter.accepted, 2);
  assert.match(lines[0], /completion null: 1 accepted of 0 shown \(0\.0%\)/);
  assert.match(lines[1], /completion 7:/);
});
