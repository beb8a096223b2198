// esbuild's local-css loader (and vitest) hand back a map of scoped class names.
declare module '*.module.css' {
  const classes: { readonly [k: string]: string }
  export default classes
}

// Plain stylesheets are imported only for their side effect of being bundled.
declare module '*.css'
