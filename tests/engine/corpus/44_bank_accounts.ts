// Red-team: accounts with getters, protected/private helpers, an Error subclass, overrides calling super.
enum TransactionType {
  Deposit,
  Withdrawal,
  Transfer,
}

interface Transaction {
  readonly id: string;
  readonly type: TransactionType;
  readonly amount: number;
  readonly at: Date;
  readonly note?: string;
}

class InsufficientFundsError extends Error {
  constructor(public readonly needed: number, public readonly available: number) {
    super(`Insufficient funds: need ${needed}, have ${available}`);
    this.name = "InsufficientFundsError";
  }
}

let nextId = 1;
const newId = (): string => `tx-${nextId++}`;

class Account {
  private _balance = 0;
  private readonly history: Transaction[] = [];
  static readonly MIN_BALANCE = 0;

  constructor(public readonly owner: string, initial = 0) {
    if (initial > 0) this.deposit(initial, "opening");
  }

  get balance(): number {
    return this._balance;
  }

  deposit(amount: number, note?: string): Transaction {
    this.assertPositive(amount);
    this._balance += amount;
    return this.record(TransactionType.Deposit, amount, note);
  }

  withdraw(amount: number, note?: string): Transaction {
    this.assertPositive(amount);
    if (this._balance - amount < Account.MIN_BALANCE) {
      throw new InsufficientFundsError(amount, this._balance);
    }
    this._balance -= amount;
    return this.record(TransactionType.Withdrawal, amount, note);
  }

  transferTo(other: Account, amount: number): [Transaction, Transaction] {
    const out = this.withdraw(amount, `to ${other.owner}`);
    const inc = other.deposit(amount, `from ${this.owner}`);
    return [out, inc];
  }

  statement(filter?: (t: Transaction) => boolean): string[] {
    return this.history
      .filter(filter ?? (() => true))
      .map((t) => `${t.at.toISOString().slice(0, 10)} ${TransactionType[t.type].padEnd(10)} ${t.amount.toFixed(2)}${t.note ? " " + t.note : ""}`);
  }

  protected record(type: TransactionType, amount: number, note?: string): Transaction {
    const tx: Transaction = { id: newId(), type, amount, at: new Date(), note };
    this.history.push(tx);
    return tx;
  }

  private assertPositive(amount: number): void {
    if (!(amount > 0) || !Number.isFinite(amount)) {
      throw new RangeError(`Invalid amount ${amount}`);
    }
  }
}

class SavingsAccount extends Account {
  constructor(owner: string, private rate: number) {
    super(owner);
  }

  addInterest(): Transaction | null {
    const interest = Math.round(this.balance * this.rate * 100) / 100;
    return interest > 0 ? this.deposit(interest, "interest") : null;
  }

  override withdraw(amount: number, note?: string): Transaction {
    if (amount > 1000) throw new Error("limit exceeded");
    return super.withdraw(amount, note);
  }
}

const alice = new Account("alice", 100);
const bob = new SavingsAccount("bob", 0.05);
alice.transferTo(bob, 40);
bob.addInterest();
try {
  alice.withdraw(500);
} catch (e) {
  if (e instanceof InsufficientFundsError) {
    console.log(`short by ${e.needed - e.available}`);
  } else {
    throw e;
  }
}
const deposits = bob.statement((t) => t.type === TransactionType.Deposit);
console.log(alice.balance, bob.balance.toFixed(2), deposits.join("\n"));
const totalByType = alice
  .statement()
  .reduce<Record<string, number>>((acc, line) => {
    const kind = line.split(" ")[1];
    acc[kind] = (acc[kind] ?? 0) + 1;
    return acc;
  }, {});
console.log(totalByType);
