/**
 * Node 20 has no global WebSocket, and msw only intercepts `new WebSocket()` where one exists to patch.
 * `~mock/node` imports this before it sets up the server; the stand-in is never connected to anything,
 * because every serial console URL is answered by the mock.
 */
if (typeof globalThis.WebSocket === 'undefined') {
  class WebSocketStandIn extends EventTarget {
    static readonly CONNECTING = 0
    static readonly OPEN = 1
    static readonly CLOSING = 2
    static readonly CLOSED = 3
  }
  Object.defineProperty(globalThis, 'WebSocket', {
    value: WebSocketStandIn,
    configurable: true,
    writable: true,
  })
}
