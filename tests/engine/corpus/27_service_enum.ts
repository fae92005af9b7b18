// Red-team: an abstract generic service with private/static/#private members, enum switches, listeners.
import { EventEmitter } from "events-lib";
import type { Logger } from "./logger";

export enum Status {
  Idle = "idle",
  Loading = "loading",
  Done = "done",
  Failed = "failed",
}

interface Task {
  id: number;
  title: string;
  status: Status;
  priority?: number;
  tags: string[];
}

abstract class BaseService<T extends { id: number }> {
  protected items: Map<number, T> = new Map();
  private static instances = 0;
  #secret = "hidden";

  constructor(protected readonly name: string) {
    BaseService.instances++;
  }

  static get count(): number {
    return BaseService.instances;
  }

  abstract validate(item: T): boolean;

  add(item: T): this {
    if (!this.validate(item)) {
      throw new Error(`Invalid item ${item.id} in ${this.name}`);
    }
    this.items.set(item.id, item);
    return this;
  }

  get(id: number): T | undefined {
    return this.items.get(id);
  }

  get size(): number {
    return this.items.size;
  }

  protected reveal(): string {
    return this.#secret;
  }
}

class TaskService extends BaseService<Task> {
  private listeners: Array<(t: Task) => void> = [];

  constructor(private logger?: Logger) {
    super("tasks");
  }

  validate(item: Task): boolean {
    return item.title.trim().length > 0;
  }

  override add(item: Task): this {
    super.add(item);
    this.listeners.forEach((fn) => fn(item));
    return this;
  }

  onAdd(fn: (t: Task) => void): () => void {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== fn);
    };
  }

  byStatus(status: Status): Task[] {
    return [...this.items.values()].filter((t) => t.status === status);
  }

  summary(): Record<Status, number> {
    const result: Record<Status, number> = {
      [Status.Idle]: 0,
      [Status.Loading]: 0,
      [Status.Done]: 0,
      [Status.Failed]: 0,
    };
    for (const task of this.items.values()) {
      result[task.status] += 1;
    }
    return result;
  }

  describe(status: Status): string {
    switch (status) {
      case Status.Idle:
        return "waiting";
      case Status.Loading:
        return "in progress";
      case Status.Done:
        return "finished";
      case Status.Failed:
        return "error";
    }
  }

  topTags(limit = 3): string[] {
    const counts = new Map<string, number>();
    this.items.forEach((task) => {
      task.tags.forEach((tag) => counts.set(tag, (counts.get(tag) ?? 0) + 1));
    });
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([tag]) => tag);
  }
}

const service = new TaskService();
service
  .add({ id: 1, title: "Write docs", status: Status.Idle, tags: ["docs"] })
  .add({ id: 2, title: "Fix bug", status: Status.Done, priority: 1, tags: ["bug", "urgent"] });
const unsubscribe = service.onAdd((t) => console.log(t.title.toUpperCase()));
unsubscribe();
console.log(service.size, TaskService.count, service.describe(Status.Done));
const emitter = new EventEmitter();
emitter.on("x", (payload: unknown) => console.log(payload));
