// Session state with optional members cleared to undefined, accessor pairs and a void-keyed set.

interface User {
  id: number;
  name: string;
  avatarUrl?: string;
}

interface SessionState {
  user?: User;
  token?: string;
  expiresAt?: number;
  error?: string | null;
  loading: boolean;
}

interface Clock {
  get now(): number;
  set now(value: number | Date);
}

const clock: Clock = {
  get now() {
    return Date.now();
  },
  set now(_value) {
    // a test clock would store it
  },
};

type Listener = (state: Readonly<SessionState>) => void;

export class Session {
  private state: SessionState = { loading: false };
  private refreshTimer?: ReturnType<typeof setTimeout>;
  private readonly listeners = new Set<Listener>();
  private readonly pending: Set<void> = new Set();

  get current(): Readonly<SessionState> {
    return this.state;
  }

  subscribe(l: Listener): () => void {
    this.listeners.add(l);
    l(this.state);
    return () => this.listeners.delete(l);
  }

  private update(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  async login(name: string, password: string, remember: boolean | undefined = false): Promise<boolean> {
    this.update({ loading: true, error: null });
    this.pending.add();
    try {
      const res = await fetch("/api/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, password, remember }),
      });
      if (!res.ok) {
        this.update({ error: `login failed (${res.status})` });
        return false;
      }
      const body = (await res.json()) as { user: User; token: string; ttl: number };
      this.update({ user: body.user, token: body.token, expiresAt: clock.now + body.ttl * 1000 });
      this.scheduleRefresh(body.ttl);
      if (remember) localStorage.setItem("token", body.token);
      return true;
    } catch (e) {
      this.update({ error: e instanceof Error ? e.message : String(e) });
      return false;
    } finally {
      this.pending.clear();
      this.update({ loading: false });
    }
  }

  logout(): void {
    if (this.refreshTimer !== undefined) clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    const next: SessionState = { ...this.state };
    next.user = undefined;
    next.token = undefined;
    next.expiresAt = undefined;
    next.error = undefined;
    this.state = next;
    localStorage.removeItem("token");
    for (const l of this.listeners) l(this.state);
  }

  private scheduleRefresh(ttlSeconds: number, margin: number | undefined = 30): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    const ms = Math.max(0, (ttlSeconds - margin) * 1000);
    this.refreshTimer = setTimeout(() => void this.refresh(), ms);
  }

  private async refresh(): Promise<void> {
    const token = this.state.token;
    if (!token) return;
    const res = await fetch("/api/refresh", { headers: { Authorization: `Bearer ${token}` } });
    if (res.ok) {
      const { token: next, ttl } = (await res.json()) as { token: string; ttl: number };
      this.update({ token: next, expiresAt: clock.now + ttl * 1000 });
      this.scheduleRefresh(ttl);
    } else {
      this.logout();
    }
  }

  get isLoggedIn(): boolean {
    return this.state.user !== undefined && (this.state.expiresAt ?? 0) > clock.now;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }
}

function initials(user: User | undefined, fallback: string | undefined = "?"): string {
  if (!user) return fallback;
  return user.name
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
}

const session = new Session();
const off = session.subscribe((s) => {
  const badge = document.getElementById("badge");
  if (badge) badge.textContent = s.user ? initials(s.user) : initials(undefined);
  if (s.error) console.warn(s.error.toUpperCase());
});
clock.now = new Date();
void session.login("ada", "secret", true).then((ok) => {
  console.log(ok, session.isLoggedIn, session.busy, session.current.user?.avatarUrl ?? "no avatar");
  session.logout();
  off();
});
