export interface Entity {
  id: string;
}

/**
 * A Map from each entity's id to the entity; a later entity with the same id wins.
 */
export function indexById<T extends Entity>(entities: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const e of entities) index.set(e.id, e);
  return index;
}
//// tests
const index = indexById([{ id: "a", n: 1 }, { id: "b", n: 2 }, { id: "a", n: 3 }]);
assert.equal(index.size, 2);
assert.equal(index.get("a")?.n, 3);
