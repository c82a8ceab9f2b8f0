import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { loadScholarships } from './data/scholarships.schema.ts'
import { todayInMexicoCity } from './data/spanishDate.ts'
import { dataModules } from './scripts/dataModules.ts'
import { createInbox } from './server/inbox.ts'
import { sitePages } from './src/domain/sitePages.ts'

/** Mounts the local inbox (EmailJS stand-in and JSONP leads) in `vite dev`. */
function localInbox(): Plugin {
  return {
    name: 'yasecomo:local-inbox',
    configureServer(server) {
      const inbox = createInbox()
      server.middlewares.use((request, response, next) => {
        inbox.handle(request, response).then((handled) => handled || next(), next)
      })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const siteUrl = (env.VITE_SITE_URL || 'https://yasecomo.mx').replace(/\/+$/, '')
  return {
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // The day of the build in Mexico City: /becas/calendario's HTML starts at its month.
      __BUILD_DATE__: JSON.stringify(todayInMexicoCity(new Date())),
      // How many programmes the catalogue has: a saved or shared index is checked against it.
      __SCHOLARSHIP_COUNT__: JSON.stringify(loadScholarships().length),
    },
    server: { port: 5173 },
    // No preload helper around dynamic imports: each page's chunks are already preloaded by
    // the app loader (scripts/deferAppScript.ts), and the helper's dependency lists cost
    // every page ≈ 1.5 KB gzip of first-load JavaScript (docs/decisions/0003-mis-becas.md).
    build: {
      modulePreload: false,
      // The page contract's names (src/enhance/pageContract.ts) are constants: each chunk gets
      // the strings it uses instead of importing them from the entry every page downloads.
      rolldownOptions: { optimization: { inlineConst: { mode: 'all', pass: 2 } } },
    },
    plugins: [
      localInbox(),
      dataModules(),
      tanstackStart({
        router: {
          entry: 'main.tsx',
          // Loaders (and the data they import) travel with their route's component chunk,
          // not in the entry bundle every page downloads.
          codeSplittingOptions: {
            defaultBehavior: [
              ['loader', 'component'],
              ['errorComponent'],
              ['notFoundComponent'],
              ['pendingComponent'],
            ],
          },
        },
        prerender: { enabled: true, crawlLinks: false, autoStaticPathsDiscovery: false, failOnError: true },
        pages: sitePages(),
        sitemap: { enabled: true, host: siteUrl },
      }),
      viteReact(),
    ],
  }
})
