// The little of a page that the shell's modules touch when they are imported or when
// their pure parts run: import this first, then the module under test (tests/js/).
// No DOM is emulated: a test that needs one belongs to tests/browser/.

/** A Storage (localStorage) in memory; its keys are own properties, as Object.keys() sees them. */
export class MemoryStorage {
  getItem(key) {
    return Object.prototype.hasOwnProperty.call(this, key) ? this[key] : null;
  }
  setItem(key, value) {
    this[key] = String(value);
  }
  removeItem(key) {
    delete this[key];
  }
}

/** Elements for `instanceof` checks, and what viewkit's ignoredKey asks of one. */
class Element {
  constructor(matches = () => false) {
    this.matches = matches;
  }
  closest(selector) {
    return this.matches(selector) ? this : null;
  }
}
export class HTMLElement extends Element {}

globalThis.document ??= { documentElement: { lang: "en", dataset: {} } };
globalThis.window ??= { localStorage: new MemoryStorage() };
globalThis.Element ??= Element;
globalThis.HTMLElement ??= HTMLElement;
