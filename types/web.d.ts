// Declarations for the TypeScript check of web/ (tsconfig.json): what the pages add to
// the platform's globals. Types only: nothing here is shipped.

/** The engine worker index.html starts before the page's modules load (web/app/engine.js adopts it). */
interface TabletopEarlyEngine {
  worker: Worker | SharedWorker;
  link: Worker | MessagePort;
  early: object[];
}

interface Window {
  tabletopEngine?: TabletopEarlyEngine;
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
}
