export enum Light {
  Red = "red",
  Yellow = "yellow",
  Green = "green",
}

/**
 * The next state of a traffic light: red → green → yellow → red.
 */
export function nextLight(current: Light): Light {
  switch (current) {
    case Light.Red:
      return Light.Green;
    case Light.Green:
      return Light.Yellow;
    case Light.Yellow:
      return Light.Red;
  }
}
//// tests
assert.equal(nextLight(Light.Red), Light.Green);
assert.equal(nextLight(Light.Green), Light.Yellow);
assert.equal(nextLight(Light.Yellow), Light.Red);
