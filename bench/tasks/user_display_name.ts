export interface User {
  id: number;
  firstName: string;
  lastName?: string;
  nickname?: string;
}

/**
 * The name to show for a user: the nickname when set, otherwise "First Last",
 * or just the first name when there is no last name.
 */
export function displayName(user: User): string {
  if (user.nickname) return user.nickname;
  return user.lastName ? `${user.firstName} ${user.lastName}` : user.firstName;
}
//// tests
assert.equal(displayName({ id: 1, firstName: "Ada", lastName: "Lovelace" }), "Ada Lovelace");
assert.equal(displayName({ id: 2, firstName: "Bob", nickname: "B" }), "B");
assert.equal(displayName({ id: 3, firstName: "Cy" }), "Cy");
