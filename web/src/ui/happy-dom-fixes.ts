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

// happy-dom runs an animation frame as the very next task; a browser runs it at the next frame, after the work
// already under way, React's passive effects among them. React Aria restores focus in a frame after a modal
// closes, counting on the page behind being shown again by then (its modal un-hides it in a passive effect), as
// it mostly is in a browser (ModalOverlay gives the focus back itself when it is not). A frame here waits one
// more turn of the task queue, for React to finish what it started.
if (W) {
  const frames = new Map<number, ReturnType<typeof setImmediate>>()
  let next = 0
  const requestFrame = (callback: FrameRequestCallback) => {
    const id = ++next
    frames.set(
      id,
      setImmediate(() =>
        frames.set(
          id,
          setImmediate(() => {
            frames.delete(id)
            callback(W.performance.now())
          }),
        ),
      ),
    )
    return id
  }
  const cancelFrame = (id: number) => {
    clearImmediate(frames.get(id))
    frames.delete(id)
  }
  // the test environment copies the window's functions onto the global object: both are replaced
  for (const scope of [W, globalThis]) {
    scope.requestAnimationFrame = requestFrame
    scope.cancelAnimationFrame = cancelFrame
  }
}
