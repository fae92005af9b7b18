// Red-team: a WebSocket chat client: typed event maps, #private fields, reconnect timers, a server-message union switch.
type ServerMessage =
  | { kind: "welcome"; userId: string; history: ChatLine[] }
  | { kind: "chat"; line: ChatLine }
  | { kind: "typing"; userId: string }
  | { kind: "error"; code: number; reason: string };

interface ChatLine {
  id: string;
  from: string;
  text: string;
  sentAt: number;
}

enum ConnectionState {
  Disconnected,
  Connecting,
  Open,
  Closing,
}

type Listener<T> = (payload: T) => void;

class TypedEvents<M extends Record<string, unknown>> {
  private listeners: { [K in keyof M]?: Set<Listener<M[K]>> } = {};

  on<K extends keyof M>(name: K, fn: Listener<M[K]>): () => void {
    const set = (this.listeners[name] ??= new Set());
    set.add(fn);
    return () => set.delete(fn);
  }

  protected emit<K extends keyof M>(name: K, payload: M[K]): void {
    this.listeners[name]?.forEach((fn) => {
      try {
        fn(payload);
      } catch (err) {
        console.error(`listener for ${String(name)} failed`, err);
      }
    });
  }
}

interface ClientEvents extends Record<string, unknown> {
  state: ConnectionState;
  line: ChatLine;
  typing: string;
}

class ChatClient extends TypedEvents<ClientEvents> {
  #socket: WebSocket | null = null;
  #state = ConnectionState.Disconnected;
  #retries = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  private readonly lines: ChatLine[] = [];
  userId?: string;

  constructor(private readonly url: string, private readonly maxRetries = 5) {
    super();
  }

  get state(): ConnectionState {
    return this.#state;
  }

  private setState(next: ConnectionState): void {
    if (next === this.#state) return;
    this.#state = next;
    this.emit("state", next);
  }

  connect(): void {
    if (this.#state === ConnectionState.Open || this.#state === ConnectionState.Connecting) return;
    this.setState(ConnectionState.Connecting);
    const socket = new WebSocket(this.url);
    socket.addEventListener("open", () => {
      this.#retries = 0;
      this.setState(ConnectionState.Open);
    });
    socket.addEventListener("message", (ev: MessageEvent<string>) => this.handle(ev.data));
    socket.addEventListener("close", (ev) => {
      this.setState(ConnectionState.Disconnected);
      if (!ev.wasClean) this.scheduleReconnect();
    });
    this.#socket = socket;
  }

  private scheduleReconnect(): void {
    if (this.#retries >= this.maxRetries) return;
    const delay = Math.min(30_000, 500 * 2 ** this.#retries++);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.connect(), delay);
  }

  private handle(raw: string): void {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(raw) as ServerMessage;
    } catch {
      console.warn("bad frame", raw.slice(0, 40));
      return;
    }
    switch (msg.kind) {
      case "welcome":
        this.userId = msg.userId;
        this.lines.splice(0, this.lines.length, ...msg.history);
        msg.history.forEach((l) => this.emit("line", l));
        break;
      case "chat":
        this.lines.push(msg.line);
        this.emit("line", msg.line);
        break;
      case "typing":
        if (msg.userId !== this.userId) this.emit("typing", msg.userId);
        break;
      case "error":
        console.error(`server error ${msg.code}: ${msg.reason}`);
        if (msg.code >= 4000) this.close();
        break;
    }
  }

  send(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || this.#state !== ConnectionState.Open || !this.#socket) return false;
    this.#socket.send(JSON.stringify({ kind: "chat", text: trimmed }));
    return true;
  }

  close(): void {
    clearTimeout(this.#timer);
    this.setState(ConnectionState.Closing);
    this.#socket?.close(1000, "bye");
    this.#socket = null;
  }

  search(term: string): ChatLine[] {
    const t = term.toLowerCase();
    return this.lines.filter(({ text, from }) => text.toLowerCase().includes(t) || from === term);
  }
}

const client = new ChatClient("wss://chat.example.com/socket");
const off = client.on("line", (line) => console.log(`[${new Date(line.sentAt).toLocaleTimeString()}] ${line.from}: ${line.text}`));
client.on("state", (s) => console.log("state", ConnectionState[s]));
client.on("typing", (who) => console.log(`${who} is typing...`));
if (typeof WebSocket !== "undefined" && Math.random() > 2) client.connect();
console.log(client.send("hello"), client.search("hel").length, client.state === ConnectionState.Disconnected);
off();
