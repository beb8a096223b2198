// What the technical-preview build resolves differently from the production one, to keep the in-browser mock
// light (see web/mock/public-suffix.ts).

/** esbuild aliases for the preview build. */
export const previewAliases = {
  // msw's cookie library asks tldts for registrable domains; the mock sets no cookies, so no suffix list is needed
  tldts: './web/mock/public-suffix.ts',
}
