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
  /** the poster of its embed's first step (engine make_poster), null when too big */
  poster?: string | null;
}

// ---- what the engine (web/app/engine.py) answers: JSON, read as these shapes ----

/** Words in both languages, e.g. a game's title or a level's description. */
type TabletopWords = Record<string, string>;

/** One option of a game's set-up form (`Option.to_json`). */
interface TabletopOption {
  key: string;
  label: TabletopWords;
  kind: "bool" | "int" | "choice" | "text";
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

// ---- the shell (web/app/boot.js, lobby.js, setup.js) ----

/** The build's catalog (web/vendor/pyc/catalog.json) or the engine's `shell`: the games and every message. */
interface TabletopCatalog {
  games: TabletopGame[];
  /** {lang: {key: text}} */
  messages: Record<string, Record<string, string>>;
  /** the games whose view messages are a file of their own (web/vendor/pyc/catalog/<game>.json) */
  views?: string[];
}

/** How a finished game ended, as the saves' index keeps it (store.js `summary`). */
interface TabletopResult {
  winners: number[];
  scores: number[];
  cooperative?: boolean;
  rivals?: TabletopOutcome["rivals"];
}

/** A saved game as store.js `listSaves()` lists it. */
interface TabletopSaveRow {
  /** its localStorage key, `tabletop:<game>:<slot>` */
  key: string;
  game: string;
  slot: string;
  /** the save file's text */
  text: string | null;
  /** the save file read as JSON (only what the lobby reads is typed), or null when it is not one of `game` */
  data: { meta?: { seats?: unknown } | null } | null;
  /** when it was last written (ms since the epoch), 0 when unknown */
  updated: number;
  moves: number;
  over: boolean;
  result: TabletopResult | null;
  /** why it could not be opened (store.js `markDamaged`), or null */
  damaged: { kind?: string; key?: string; args?: Record<string, unknown>; message?: string } | null;
}

/** A page on screen (boot.js `route`): the lobby, a set-up form, a table, an unopenable game. */
interface TabletopPage {
  destroy?(): void;
  /** a language switch: the page drawn again in the new language, with what the player set */
  relabel?(): unknown;
  /** a table's "Export" (the storage warning's button) */
  exportSave?(): unknown;
}

/** A game just opened by the app, shown by the route of `hash` (boot.js `openNew`). */
interface TabletopPendingRoute {
  hash: string;
  opened: TabletopOpened;
  slot: string | null;
  source: "slot" | "link";
}

/** The app (boot.js `app`): the games, the page on screen and the routing state. */
interface TabletopApp {
  /** the games that have a view */
  games: TabletopGame[];
  byId: Map<string, TabletopGame>;
  /** the games whose view messages the page reads before their table (boot.js readViewMessages) */
  views: Set<string>;
  /** inside an iframe (`?embed`): no chrome, no saves */
  embed: boolean;
  controller: TabletopPage | null;
  pending: TabletopPendingRoute | null;
  /** said once the page of `hash` is shown (importSave) */
  announce: { hash: string; message: string } | null;
  /** counts the routes: a page whose number is no longer current was left */
  routeGen: number;
  currentHash: string | null;
  /** the page last shown (boot.js route: "" the lobby, "<game>" its set-up form, a table's whole hash), or null before the first */
  pageShown: string | null;
  /** the catalog is read and the first route is drawn */
  booted: boolean;
  openNew(gameId: string, opened: TabletopOpened, options?: { keep?: boolean; announce?: string | null }): Promise<void>;
  importSave(options?: { at?: HTMLElement | null; from?: string | null }): Promise<void>;
}
