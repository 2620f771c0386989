// Declarations for the TypeScript check of web/ (tsconfig.json): what the pages add to
// the platform's globals. Types only: nothing here is shipped.

/** The engine worker index.html's first script makes (web/app/engine.js adopts it). */
interface TabletopEarlyEngine {
  worker: Worker | SharedWorker;
  link: Worker | MessagePort;
  early: object[];
}

interface Window {
  tabletopEngine?: TabletopEarlyEngine;
  /** makes the engine worker (once): index.html calls it at once on a table's address without a poster, engine.js otherwise; null if it cannot */
  tabletopStartEngine?: () => TabletopEarlyEngine | null;
}

/** A finished game's result, the rules' Outcome (web/app/README.md, `snapshot.outcome`). */
interface TabletopOutcome {
  scores?: number[];
  winners?: number[];
  detail?: Record<string, unknown>;
  rivals?: { name: Record<string, string>; score: number; won?: boolean }[];
}

/** One row of outcome.js's ranking(). */
interface TabletopRank {
  seat: number | null;
  name: string;
  score: number;
  won: boolean;
  rank?: number;
}

/** The part of a view's `ctx` (web/app/README.md) that web/app/viewkit.js reads. */
interface TabletopViewCtx {
  lang: string;
  t?: (key: string, args?: Record<string, unknown>) => string;
  levels?: { level: number; about?: Record<string, string> }[];
  embed?: boolean;
  gameId?: string;
  /** the game's worked examples (engine `examples`), for the rules help (examples.js) */
  examples?: () => Promise<TabletopExample[]>;
  /** an example at a step as a link to play on (engine `example_link`) */
  exampleLink?: (id: string, moves: number, bots: boolean) => Promise<{ link: string }>;
}

/** A worked example (engine `examples`: `Game.examples()` and its share link). */
interface TabletopExample {
  id: string;
  title: Record<string, string>;
  rule: string;
  caption: Record<string, string>;
  players: number;
  position: string;
  steps: { player: number; action: string; caption: Record<string, string> }[];
  link: string;
}

// ---- what the engine (web/app/engine.py) answers: JSON, read as these shapes ----

/** Words in both languages, e.g. a game's title or a level's description. */
type TabletopWords = Record<string, string>;

/** One option of a game's set-up form (`Option.to_json`). */
interface TabletopOption {
  key: string;
  label: TabletopWords;
  kind: string;
  default: unknown;
  choices?: { value: unknown; label: TabletopWords; players?: number[] }[];
  min?: number;
  max?: number;
  help?: TabletopWords;
  developer?: boolean;
  players?: number[];
}

/** One bot level of a game (`games`: `levels`). */
interface TabletopLevel {
  level: number;
  name: TabletopWords;
  about: TabletopWords;
}

/** One game of the engine's `games` list (engine.py `m_games`). */
interface TabletopGame {
  id: string;
  title: TabletopWords;
  min_players: number;
  max_players: number;
  options: TabletopOption[];
  bots: string[];
  levels: TabletopLevel[];
  default_level: number;
}

/** A seat of a session (engine.py `_seats`): a person, or a bot at a level. */
interface TabletopSeat {
  name: string;
  bot: { level: number } | null;
}

/** What a session was opened with (engine.py `Session.info`). */
interface TabletopInfo {
  game: string;
  players: number;
  options: Record<string, unknown>;
  seed: number;
  meta: Record<string, unknown>;
  seats: TabletopSeat[];
}

/** Where a game stands (engine.py `Session.status`), after every action. */
interface TabletopStatus {
  active: number[];
  over: boolean;
  outcome: TabletopOutcome | null;
  moves: number;
  /** the save file's JSON text */
  save: string;
  /** undo clicks each person (seat number as text) may make now */
  undoable: Record<string, number>;
}

/** The answer of `new`, `load_save`, `load_link` and `step` (engine.py `_open`). */
interface TabletopOpened {
  session: string;
  info: TabletopInfo;
  status: TabletopStatus;
  /** load_link only: the link's example captions (read_captions), or why they are not shown */
  example?: { title: Record<string, string>; captions: Record<string, string>[]; id?: string; rule?: string } | null;
  example_error?: { key: string; message: string } | null;
}

/** A legal action with its parts (`Game.action_parts`), as views match on them. */
interface TabletopActionParts {
  text: string;
  verb: string;
  args: { kind: string; value: unknown }[];
}

/** What a view draws (web/app/README.md, "snapshot"): engine.py `Session.snapshot`. */
interface TabletopSnapshot {
  viewer: number | null;
  /** the rules' observation for the viewer: each game's own JSON */
  observation: { log?: unknown[] } & Record<string, unknown>;
  log_text: string[] | null;
  legal: string[];
  actions: TabletopActionParts[];
  active: number[];
  active_seen: number[];
  clock_ms: number | null;
  over: boolean;
  outcome: TabletopOutcome | null;
  undoable: number;
  /** given to a view's render() only: a bot is thinking or an action is in flight */
  busy?: boolean;
}

/** Where a part of a game (a round, a deal) begins (`chapter_starts`): the embed's jump list. */
interface TabletopChapter {
  move: number;
  kind: string;
  n: number;
  name: TabletopWords;
}

/** What a view's mount() returns (web/app/README.md, "The module"). */
interface TabletopView {
  render(snapshot: TabletopSnapshot): void;
  destroy?(): void;
  clock?(viewer: number): number | null;
}

/** A game's view module, web/games/<id>/view.js. */
interface TabletopViewModule {
  mount(root: HTMLElement, ctx: TabletopCtx): TabletopView | null | undefined;
}

/** The `ctx` the shell gives a view's mount() (web/app/README.md, "ctx"; web/app/table.js mountView). */
interface TabletopCtx {
  gameId: string;
  lang: string;
  t: (key: string, args?: Record<string, unknown>) => string;
  embed: boolean;
  seats: TabletopSeat[];
  levels: TabletopLevel[];
  readonly viewer: number | null;
  act(text: string): Promise<{ ok: true } | { error: string }>;
  pace(): number;
  toast(text: unknown): void;
  reference(): Promise<unknown>;
  refresh(): Promise<boolean>;
  preview(text: string): Promise<unknown>;
  holdLog(from?: number, to?: number): void;
}
