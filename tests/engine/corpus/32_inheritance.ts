// Red-team: abstract classes, super calls, overrides, implements Comparable, Error subclasses.
abstract class Animal {
  protected static registry: Animal[] = [];
  private _name: string;

  constructor(name: string, public readonly legs: number = 4) {
    this._name = name;
    Animal.registry.push(this);
  }

  get name(): string {
    return this._name;
  }

  abstract sound(): string;

  speak(): string {
    return `${this.name} says ${this.sound()}`;
  }

  toString(): string {
    return `Animal(${this._name})`;
  }

  static all(): readonly Animal[] {
    return Animal.registry;
  }
}

class Dog extends Animal {
  constructor(name: string, private breed: string) {
    super(name);
  }

  sound(): string {
    return "woof";
  }

  override speak(): string {
    const base = super.speak();
    return `${base} (${this.breed})`;
  }

  fetch(item = "ball"): string {
    return `${this.name} fetched the ${item}`;
  }
}

class Bird extends Animal {
  canFly: boolean;

  constructor(name: string, canFly = true) {
    super(name, 2);
    this.canFly = canFly;
  }

  sound() {
    return "tweet";
  }
}

class Puppy extends Dog {
  constructor(name: string) {
    super(name, "mixed");
  }

  override sound(): string {
    return super.sound().toUpperCase() + "!";
  }
}

const pets: Animal[] = [new Dog("Rex", "lab"), new Bird("Tweety"), new Puppy("Bit")];
for (const pet of pets) {
  console.log(pet.speak(), pet.legs);
  if (pet instanceof Dog) {
    console.log(pet.fetch());
  } else if (pet instanceof Bird && pet.canFly) {
    console.log(`${pet.name} flies`);
  }
}
console.log(Animal.all().length, String(pets[0]));

interface Comparable<T> {
  compareTo(other: T): number;
}

class Version implements Comparable<Version> {
  constructor(readonly major: number, readonly minor: number, readonly patch: number) {}

  static parse(text: string): Version {
    const [major = 0, minor = 0, patch = 0] = text.split(".").map(Number);
    return new Version(major, minor, patch);
  }

  compareTo(other: Version): number {
    return this.major - other.major || this.minor - other.minor || this.patch - other.patch;
  }

  bump(part: "major" | "minor" | "patch"): Version {
    switch (part) {
      case "major":
        return new Version(this.major + 1, 0, 0);
      case "minor":
        return new Version(this.major, this.minor + 1, 0);
      case "patch":
        return new Version(this.major, this.minor, this.patch + 1);
    }
  }

  toString() {
    return [this.major, this.minor, this.patch].join(".");
  }
}

const versions = ["1.2.3", "0.9.0", "1.10.0"].map(Version.parse);
versions.sort((a, b) => a.compareTo(b));
console.log(versions.map((v) => v.toString()), versions[0].bump("minor").toString());

class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

try {
  throw new HttpError(404, "not found");
} catch (e) {
  if (e instanceof HttpError && e.isClientError) {
    console.log(e.status, e.message.length);
  } else {
    throw e;
  }
}
