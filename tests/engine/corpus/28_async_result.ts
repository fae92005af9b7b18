// Red-team: async fetch wrappers, Result unions, retry loops, Promise.all/allSettled.
interface ApiResponse<T> {
  data: T;
  status: number;
  error?: string;
}

interface User {
  id: string;
  name: string;
  email: string;
  roles: ("admin" | "user")[];
}

type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };

async function fetchJson<T>(url: string): Promise<ApiResponse<T>> {
  const res = await fetch(url);
  if (!res.ok) {
    return { data: undefined as unknown as T, status: res.status, error: res.statusText };
  }
  const data = (await res.json()) as T;
  return { data, status: res.status };
}

async function getUsers(): Promise<Result<User[]>> {
  try {
    const response = await fetchJson<User[]>("/api/users");
    if (response.error) {
      return { ok: false, error: new Error(response.error) };
    }
    return { ok: true, value: response.data };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, error: new Error(message) };
  } finally {
    console.log("done");
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function retry<T>(fn: () => Promise<T>, attempts = 3, backoff = 100): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (e) {
      lastError = e;
      await delay(backoff * 2 ** i);
    }
  }
  throw lastError;
}

async function main(): Promise<void> {
  const result = await retry(() => getUsers());
  if (result.ok) {
    const admins = result.value.filter((u) => u.roles.includes("admin"));
    const names = admins.map((u) => u.name).join(", ");
    console.log(`Admins: ${names}`);
    const byId = result.value.reduce<Record<string, User>>((acc, u) => {
      acc[u.id] = u;
      return acc;
    }, {});
    console.log(Object.keys(byId).length);
  } else {
    console.error(result.error.message);
  }
  const [a, b] = await Promise.all([delay(10), fetchJson<number>("/n")]);
  console.log(a, b.data.toFixed(2));
  const settled = await Promise.allSettled([getUsers(), getUsers()]);
  settled.forEach((s) => {
    if (s.status === "fulfilled") {
      console.log(s.value.ok);
    } else {
      console.log(s.reason);
    }
  });
}

main().catch((e) => console.error(e));
