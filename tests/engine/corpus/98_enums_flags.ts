// const enums, string enums, computed and bit-flag enums, enums in switches and as record keys.

const enum Direction {
  Up = 1,
  Down,
  Left,
  Right,
}

enum LogLevel {
  Debug = "debug",
  Info = "info",
  Warn = "warn",
  Error = "error",
}

enum Permission {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Execute = 1 << 2,
  ReadWrite = Read | Write,
  All = ReadWrite | Execute,
}

enum Sizes {
  Small = "S".length,
  Medium = Small * 2,
  Large = Medium * 2,
}

enum HttpStatus {
  Ok = 200,
  Created,
  Accepted,
  BadRequest = 400,
  NotFound = 404,
}

function move(pos: { x: number; y: number }, dir: Direction, steps = 1) {
  switch (dir) {
    case Direction.Up:
      return { ...pos, y: pos.y - steps };
    case Direction.Down:
      return { ...pos, y: pos.y + steps };
    case Direction.Left:
      return { ...pos, x: pos.x - steps };
    case Direction.Right:
      return { ...pos, x: pos.x + steps };
  }
}

const levelOrder: Record<LogLevel, number> = {
  [LogLevel.Debug]: 10,
  [LogLevel.Info]: 20,
  [LogLevel.Warn]: 30,
  [LogLevel.Error]: 40,
};

function shouldLog(level: LogLevel, threshold: LogLevel = LogLevel.Info): boolean {
  return levelOrder[level] >= levelOrder[threshold];
}

function parseLevel(text: string): LogLevel | undefined {
  return (Object.values(LogLevel) as string[]).includes(text) ? (text as LogLevel) : undefined;
}

function can(granted: Permission, wanted: Permission): boolean {
  return (granted & wanted) === wanted;
}

function describePermissions(p: Permission): string[] {
  const names: string[] = [];
  for (const key of Object.keys(Permission)) {
    const value = Permission[key as keyof typeof Permission];
    if (typeof value === "number" && value !== 0 && (value & (value - 1)) === 0 && can(p, value)) {
      names.push(key);
    }
  }
  return names;
}

function statusText(status: HttpStatus): string {
  switch (status) {
    case HttpStatus.Ok:
    case HttpStatus.Created:
    case HttpStatus.Accepted:
      return "success";
    case HttpStatus.BadRequest:
      return "client error";
    case HttpStatus.NotFound:
      return "missing";
    default: {
      const exhaustive: never = status;
      throw new Error(`unhandled ${exhaustive}`);
    }
  }
}

const reverse = HttpStatus[201];
const sizeName = Sizes[Sizes.Large];

class Logger {
  constructor(private threshold = LogLevel.Warn) {}
  log(level: LogLevel, ...parts: unknown[]): string | null {
    if (!shouldLog(level, this.threshold)) return null;
    const line = `[${level.toUpperCase()}] ${parts.map(String).join(" ")}`;
    return line;
  }
}

namespace Direction2 {
  export enum Axis {
    Horizontal = "h",
    Vertical = "v",
  }
  export function axisOf(d: Direction): Axis {
    return d === Direction.Left || d === Direction.Right ? Axis.Horizontal : Axis.Vertical;
  }
}

declare const enum Flags {
  A = 1,
  B = 2,
}

let perms = Permission.Read;
perms |= Permission.Write;
perms &= ~Permission.Execute;

const logger = new Logger(LogLevel.Debug);

export const out = {
  pos: [Direction.Up, Direction.Right, Direction.Right].reduce((p, d) => move(p, d), { x: 0, y: 0 }),
  warn: shouldLog(LogLevel.Warn),
  debug: shouldLog(LogLevel.Debug),
  parsed: parseLevel("error") ?? LogLevel.Info,
  rw: can(perms, Permission.ReadWrite),
  all: describePermissions(Permission.All),
  status: statusText(HttpStatus.Accepted),
  reverse,
  sizeName,
  logged: logger.log(LogLevel.Info, "hello", 42),
  axis: Direction2.axisOf(Direction.Down),
  flags: Flags.A | Flags.B,
};
