/**
 * Builds the two pieces of JavaScript a page runs without React (src/enhance/):
 * - the inline app loader (a classic script, returned as text to inline into each page);
 * - the enhancement module every page loads (menus, scroll-to-top, service worker, vitals),
 *   written to dist/client/assets with a content hash.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Rolldown } from 'vite'

type Output = Rolldown.RolldownOutput

async function bundle(entry: string, format: 'iife' | 'es'): Promise<Output> {
  const result = await build({
    configFile: false,
    root: process.cwd(),
    mode: 'production',
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      // Library mode: Vite wraps no dynamic import in its preload helper (0.7 KB gzip that every
      // page loaded and never used: the page script's chunks have nothing to preload).
      ...(format === 'es' ? { lib: { entry, formats: ['es' as const] } } : {}),
      rollupOptions: {
        input: entry,
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        // As outside library mode: what the feature chunks share with the page script stays in it
        // (they import it from there), not in one more file every page would wait for.
        preserveEntrySignatures: 'allow-extension',
        output:
          format === 'iife'
            ? { format: 'iife', inlineDynamicImports: true }
            : {
                format: 'es',
                entryFileNames: 'assets/enhance-[hash].js',
                chunkFileNames: 'assets/[name]-[hash].js',
                // Library mode leaves ES output readable; these files ship to phones.
                minify: true,
              },
      },
    },
  })
  return (Array.isArray(result) ? result[0] : result) as Output
}

export interface Enhancements {
  /** The inline loader's source; it defines the page global's `load` (src/enhance/pageContract.ts). */
  loaderSource: string
  /** URL of the enhancement module, e.g. /assets/enhance-AbC123.js. */
  moduleUrl: string
}

export async function buildEnhancements(clientDir: string): Promise<Enhancements> {
  const loader = await bundle('src/enhance/loaderEntry.ts', 'iife')
  const loaderChunk = loader.output.find((item) => item.type === 'chunk')
  if (!loaderChunk || loader.output.length !== 1) throw new Error('The app loader must bundle into one chunk')

  const module = await bundle('src/enhance/main.ts', 'es')
  let moduleUrl = ''
  for (const item of module.output) {
    const file = path.join(clientDir, item.fileName)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, item.type === 'chunk' ? item.code : item.source)
    if (item.type === 'chunk' && item.isEntry) moduleUrl = `/${item.fileName}`
  }
  return { loaderSource: loaderChunk.code.trim(), moduleUrl }
}
