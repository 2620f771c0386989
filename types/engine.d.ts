// The messages between the pages and the engine worker (web/app/engine-worker.mjs
// describes them; web/app/engine.js is the page's side). Read by both TypeScript
// checks (tsconfig.json, tsconfig.worker.json). Types only: nothing here is shipped.

/** page -> worker: a call (its arguments as JSON text), the lock that outlives the page, or goodbye. */
type TabletopEngineRequest =
  | { id: number; method: string; args?: string }
  | { watch: string }
  | { bye: true };

/** worker -> page: a boot message (the worker tells every page all of them, in order). */
type TabletopEngineNews =
  | { stage: "loading" | "python" }
  | { ready: true; origin: number; marks: Record<string, number>; shared: boolean; pages?: number }
  | { failed: string };

/** worker -> page: a boot message, or the reply to call `id` (the engine's JSON text). */
type TabletopEngineReply = TabletopEngineNews | { id: number; text: string };
