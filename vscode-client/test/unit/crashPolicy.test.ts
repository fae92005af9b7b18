import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RestartBudget } from '../../src/crashPolicy';

test('crashes are restarted up to the limit within the window, then not', () => {
  const budget = new RestartBudget(3, 60_000);
  assert.deepEqual([0, 1000, 2000].map((t) => budget.crashed(t)), [true, true, true]);
  assert.equal(budget.crashed(3000), false);
  assert.match(budget.explain(), /stopped 4 times within 1 minutes.*Restart server/);
});

test('crashes older than the window no longer count', () => {
  const budget = new RestartBudget(2, 60_000);
  assert.equal(budget.crashed(0), true);
  assert.equal(budget.crashed(1_000), true);
  assert.equal(budget.crashed(61_500), true); // the crashes at 0 and 1000 fell out of the window
  assert.equal(budget.crashed(62_000), true);
  assert.equal(budget.crashed(62_500), false);
});

test('a deliberate restart gives a fresh budget', () => {
  const budget = new RestartBudget(1, 60_000);
  budget.crashed(0);
  assert.equal(budget.crashed(1), false);
  budget.reset();
  assert.equal(budget.crashed(2), true);
});
