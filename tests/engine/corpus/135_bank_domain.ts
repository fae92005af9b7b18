// A bank account domain: branded ids, money as integer cents, a ledger of transactions with a
// discriminated union, custom error classes, and a transfer service with rollback in catch.

type Brand<T, B extends string> = T & { readonly __brand: B };
type AccountId = Brand<string, "AccountId">;
type Cents = Brand<number, "Cents">;

const accountId = (s: string): AccountId => s as AccountId;
const cents = (n: number): Cents => {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not an integer amount: ${n}`);
  return n as Cents;
};
const fromDollars = (d: number): Cents => cents(Math.round(d * 100));
const formatCents = (c: Cents): string => `${c < 0 ? "-" : ""}$${(Math.abs(c) / 100).toFixed(2)}`;

type Transaction =
  | { kind: "deposit"; id: number; account: AccountId; amount: Cents; at: Date }
  | { kind: "withdrawal"; id: number; account: AccountId; amount: Cents; at: Date }
  | { kind: "transfer"; id: number; from: AccountId; to: AccountId; amount: Cents; at: Date; memo?: string };

abstract class BankError extends Error {
  abstract readonly code: string;
}
class InsufficientFunds extends BankError {
  readonly code = "INSUFFICIENT_FUNDS";
  constructor(readonly account: AccountId, readonly shortBy: Cents) {
    super(`${account} is short by ${formatCents(shortBy)}`);
  }
}
class UnknownAccount extends BankError {
  readonly code = "UNKNOWN_ACCOUNT";
  constructor(readonly account: AccountId) {
    super(`no account ${account}`);
  }
}
class Frozen extends BankError {
  readonly code = "FROZEN";
}

interface Account {
  readonly id: AccountId;
  owner: string;
  balance: Cents;
  frozen: boolean;
  overdraftLimit: Cents;
}

class Ledger {
  private readonly entries: Transaction[] = [];
  private seq = 0;

  record<T extends Transaction["kind"]>(kind: T, data: Omit<Extract<Transaction, { kind: T }>, "id" | "at" | "kind">): Transaction {
    const tx = { ...data, kind, id: ++this.seq, at: new Date() } as unknown as Transaction;
    this.entries.push(tx);
    return tx;
  }

  revert(id: number): boolean {
    const i = this.entries.findIndex((t) => t.id === id);
    if (i < 0) return false;
    this.entries.splice(i, 1);
    return true;
  }

  history(account: AccountId): readonly Transaction[] {
    return this.entries.filter((t) => (t.kind === "transfer" ? t.from === account || t.to === account : t.account === account));
  }

  netFlow(account: AccountId): number {
    let net = 0;
    for (const t of this.history(account)) {
      switch (t.kind) {
        case "deposit":
          net += t.amount;
          break;
        case "withdrawal":
          net -= t.amount;
          break;
        case "transfer":
          net += t.to === account ? t.amount : -t.amount;
          break;
      }
    }
    return net;
  }
}

class Bank {
  private readonly accounts = new Map<AccountId, Account>();
  readonly ledger = new Ledger();

  open(owner: string, initial = 0, overdraft = 0): AccountId {
    const id = accountId(`acc-${(this.accounts.size + 1).toString().padStart(4, "0")}`);
    this.accounts.set(id, { id, owner, balance: cents(0), frozen: false, overdraftLimit: fromDollars(overdraft) });
    if (initial > 0) this.deposit(id, fromDollars(initial));
    return id;
  }

  private account(id: AccountId): Account {
    const a = this.accounts.get(id);
    if (!a) throw new UnknownAccount(id);
    if (a.frozen) throw new Frozen(`${id} is frozen`);
    return a;
  }

  deposit(id: AccountId, amount: Cents): void {
    const a = this.account(id);
    a.balance = cents(a.balance + amount);
    this.ledger.record("deposit", { account: id, amount });
  }

  withdraw(id: AccountId, amount: Cents): void {
    const a = this.account(id);
    const after = a.balance - amount;
    if (after < -a.overdraftLimit) throw new InsufficientFunds(id, cents(-a.overdraftLimit - after));
    a.balance = cents(after);
    this.ledger.record("withdrawal", { account: id, amount });
  }

  transfer(from: AccountId, to: AccountId, amount: Cents, memo?: string): Transaction {
    const src = this.account(from);
    const dst = this.account(to);
    const before = [src.balance, dst.balance] as const;
    try {
      if (src.balance - amount < -src.overdraftLimit) throw new InsufficientFunds(from, cents(amount - src.balance));
      src.balance = cents(src.balance - amount);
      dst.balance = cents(dst.balance + amount);
      return this.ledger.record("transfer", { from, to, amount, memo });
    } catch (e) {
      [src.balance, dst.balance] = before;
      throw e;
    }
  }

  freeze(id: AccountId): void {
    this.account(id).frozen = true;
  }

  balance(id: AccountId): string {
    return formatCents(this.accounts.get(id)?.balance ?? cents(0));
  }
}

const bank = new Bank();
const alice = bank.open("Alice", 100);
const bob = bank.open("Bob", 20, 50);
const attempts: [AccountId, AccountId, number][] = [[alice, bob, 30], [bob, alice, 120], [bob, accountId("acc-9999"), 1]];
for (const [from, to, dollars] of attempts) {
  try {
    const tx = bank.transfer(from, to, fromDollars(dollars), `payment of ${dollars}`);
    console.log("ok", tx.id, tx.kind === "transfer" ? tx.memo ?? "" : "");
  } catch (e) {
    if (e instanceof InsufficientFunds) console.log(e.code, formatCents(e.shortBy));
    else if (e instanceof BankError) console.log(e.code, e.message);
    else throw e;
  }
}
bank.freeze(bob);
console.log(bank.balance(alice), bank.balance(bob), bank.ledger.netFlow(alice), bank.ledger.history(bob).length);
