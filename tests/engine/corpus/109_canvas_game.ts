// A small canvas game: entities, input, a fixed-step loop and collision.

enum Key {
  Left = "ArrowLeft",
  Right = "ArrowRight",
  Up = "ArrowUp",
  Down = "ArrowDown",
  Fire = " ",
}

const enum Layer {
  Background,
  Entities,
  Hud,
}

class Vec2 {
  constructor(public x = 0, public y = 0) {}

  static readonly ZERO = new Vec2();

  add(o: Vec2): Vec2 {
    return new Vec2(this.x + o.x, this.y + o.y);
  }

  scale(k: number): Vec2 {
    return new Vec2(this.x * k, this.y * k);
  }

  get length(): number {
    return Math.hypot(this.x, this.y);
  }

  normalized(): Vec2 {
    const len = this.length;
    return len === 0 ? Vec2.ZERO : this.scale(1 / len);
  }

  clamp(min: Vec2, max: Vec2): Vec2 {
    return new Vec2(Math.min(max.x, Math.max(min.x, this.x)), Math.min(max.y, Math.max(min.y, this.y)));
  }
}

interface Drawable {
  readonly layer: Layer;
  draw(ctx: CanvasRenderingContext2D): void;
}

abstract class Entity implements Drawable {
  static nextId = 1;
  readonly id = Entity.nextId++;
  alive = true;
  readonly layer: Layer = Layer.Entities;

  constructor(public pos: Vec2, public vel: Vec2 = Vec2.ZERO, public radius = 8) {}

  abstract update(dt: number, game: Game): void;

  draw(ctx: CanvasRenderingContext2D): void {
    ctx.beginPath();
    ctx.arc(this.pos.x, this.pos.y, this.radius, 0, Math.PI * 2);
    ctx.fill();
  }

  hits(other: Entity): boolean {
    const dx = this.pos.x - other.pos.x;
    const dy = this.pos.y - other.pos.y;
    return dx * dx + dy * dy < (this.radius + other.radius) ** 2;
  }
}

class Player extends Entity {
  cooldown = 0;
  lives = 3;

  update(dt: number, game: Game): void {
    let dir = new Vec2();
    if (game.input.isDown(Key.Left)) dir = dir.add(new Vec2(-1, 0));
    if (game.input.isDown(Key.Right)) dir = dir.add(new Vec2(1, 0));
    if (game.input.isDown(Key.Up)) dir = dir.add(new Vec2(0, -1));
    if (game.input.isDown(Key.Down)) dir = dir.add(new Vec2(0, 1));
    this.vel = dir.normalized().scale(220);
    this.pos = this.pos.add(this.vel.scale(dt)).clamp(Vec2.ZERO, game.size);
    this.cooldown = Math.max(0, this.cooldown - dt);
    if (game.input.isDown(Key.Fire) && this.cooldown === 0) {
      game.spawn(new Bullet(this.pos, new Vec2(0, -480)));
      this.cooldown = 0.2;
    }
  }

  override draw(ctx: CanvasRenderingContext2D): void {
    ctx.fillStyle = "#4af";
    super.draw(ctx);
  }
}

class Bullet extends Entity {
  constructor(pos: Vec2, vel: Vec2) {
    super(pos, vel, 3);
  }

  update(dt: number, game: Game): void {
    this.pos = this.pos.add(this.vel.scale(dt));
    if (this.pos.y < -10) this.alive = false;
    for (const e of game.entities) {
      if (e instanceof Rock && e.alive && this.hits(e)) {
        e.alive = false;
        this.alive = false;
        game.score += 10;
      }
    }
  }
}

class Rock extends Entity {
  spin = Math.random() * 2 - 1;

  update(dt: number, game: Game): void {
    this.pos = this.pos.add(this.vel.scale(dt));
    if (this.pos.y > game.size.y + this.radius) this.alive = false;
    const p = game.player;
    if (p.alive && this.hits(p)) {
      this.alive = false;
      if (--p.lives <= 0) {
        p.alive = false;
        game.over();
      }
    }
  }

  override draw(ctx: CanvasRenderingContext2D): void {
    ctx.save();
    ctx.fillStyle = `hsl(${(this.id * 47) % 360} 40% 50%)`;
    super.draw(ctx);
    ctx.restore();
  }
}

class Input {
  private readonly down = new Set<string>();

  constructor(target: Window) {
    target.addEventListener("keydown", (e: KeyboardEvent) => {
      this.down.add(e.key);
      if (Object.values(Key).includes(e.key as Key)) e.preventDefault();
    });
    target.addEventListener("keyup", (e) => this.down.delete(e.key));
    target.addEventListener("blur", () => this.down.clear());
  }

  isDown(k: Key): boolean {
    return this.down.has(k);
  }
}

type GameState = "running" | "paused" | "over";

class Game {
  readonly entities: Entity[] = [];
  readonly input = new Input(window);
  readonly player: Player;
  readonly size: Vec2;
  score = 0;
  state: GameState = "running";
  private acc = 0;
  private last = performance.now();
  private frame = 0;
  private rockTimer = 0;

  constructor(private readonly ctx: CanvasRenderingContext2D) {
    this.size = new Vec2(ctx.canvas.width, ctx.canvas.height);
    this.player = new Player(new Vec2(this.size.x / 2, this.size.y - 40));
    this.spawn(this.player);
  }

  spawn<E extends Entity>(e: E): E {
    this.entities.push(e);
    return e;
  }

  over(): void {
    this.state = "over";
  }

  toggle(): void {
    switch (this.state) {
      case "running":
        this.state = "paused";
        break;
      case "paused":
        this.state = "running";
        this.last = performance.now();
        break;
      case "over":
        break;
    }
  }

  private step(dt: number): void {
    this.rockTimer -= dt;
    if (this.rockTimer <= 0) {
      this.rockTimer = 0.6;
      const x = Math.random() * this.size.x;
      this.spawn(new Rock(new Vec2(x, -20), new Vec2(0, 60 + Math.random() * 90), 10 + Math.random() * 14));
    }
    for (const e of [...this.entities]) {
      if (e.alive) e.update(dt, this);
    }
    for (let i = this.entities.length - 1; i >= 0; i--) {
      if (!this.entities[i].alive && this.entities[i] !== this.player) this.entities.splice(i, 1);
    }
  }

  private render(): void {
    const { ctx } = this;
    ctx.clearRect(0, 0, this.size.x, this.size.y);
    const sorted = [...this.entities].sort((a, b) => a.layer - b.layer);
    for (const d of sorted) if (d.alive) d.draw(ctx);
    ctx.fillStyle = "#fff";
    ctx.font = "14px monospace";
    ctx.fillText(`score ${this.score}  lives ${this.player.lives}`, 8, 18);
    if (this.state !== "running") {
      ctx.textAlign = "center";
      ctx.fillText(this.state === "over" ? "GAME OVER" : "PAUSED", this.size.x / 2, this.size.y / 2);
      ctx.textAlign = "start";
    }
  }

  readonly loop = (now: DOMHighResTimeStamp): void => {
    const STEP = 1 / 60;
    if (this.state === "running") {
      this.acc += Math.min(0.25, (now - this.last) / 1000);
      while (this.acc >= STEP) {
        this.step(STEP);
        this.acc -= STEP;
      }
    }
    this.last = now;
    this.frame++;
    this.render();
    requestAnimationFrame(this.loop);
  };
}

const canvas = document.createElement("canvas");
canvas.width = 480;
canvas.height = 640;
document.body.append(canvas);
const context = canvas.getContext("2d");
if (!context) throw new Error("2d canvas not supported");
const game = new Game(context);
document.addEventListener("visibilitychange", () => {
  if (document.hidden && game.state === "running") game.toggle();
});
window.addEventListener("keydown", (e) => {
  if (e.key === "p") game.toggle();
});
requestAnimationFrame(game.loop);
