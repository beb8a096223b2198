// Reading esbuild's metafile: which output file holds a module, and which files load with it.

/** 'web/src/pages/project/disks/DisksPage.tsx' -> 'pages/project/disks/DisksPage' */
export const moduleKey = (path) =>
  path
    .replaceAll('\\', '/')
    .replace(/^web\/src\//, '')
    .replace(/\.tsx?$/, '')

/**
 * The JS output of each module the build loads on its own (the entry, and every module imported with `import()`),
 * by module key.
 * @param {import('esbuild').Metafile} metafile
 * @returns {Map<string, string>}
 */
export const outputsByModule = (metafile) =>
  new Map(
    Object.entries(metafile.outputs)
      .filter(([path, o]) => o.entryPoint && path.endsWith('.js'))
      .map(([path, o]) => [moduleKey(o.entryPoint), path]),
  )

/** Every JS output the given output imports statically, itself included: what loads before it runs. */
export function staticClosure(outputs, start, into = new Set()) {
  if (into.has(start)) return into
  into.add(start)
  for (const i of outputs[start].imports) {
    if (i.kind === 'import-statement' && !i.external) staticClosure(outputs, i.path, into)
  }
  return into
}
