// Test-only. happy-dom gives each window its own `Document` subclass, but `document` itself does not
// inherit from it, so `document instanceof window.Document` is false. react-aria relies on that check to
// see whether focus is already inside a popover; without it a Menu or Select popover steals focus from
// its first item on open. Making the check match what a browser does keeps keyboard tests honest.
const W = globalThis.window as (Window & typeof globalThis) | undefined

if (W && !(W.document instanceof W.Document)) {
  const Base = Object.getPrototypeOf(W.Document) as abstract new () => object
  Object.defineProperty(W.Document, Symbol.hasInstance, {
    value: (v: unknown) => v instanceof Base,
  })
}
