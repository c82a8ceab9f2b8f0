import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { loadScholarships } from './data/scholarships.schema.ts'
import { todayInMexicoCity } from './data/spanishDate.ts'
import { dataModules } from './scripts/dataModules.ts'

export default defineConfig({
  plugins: [viteReact(), dataModules()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The day of the build in Mexico City: /becas/calendario's HTML starts at its month.
    __BUILD_DATE__: JSON.stringify(todayInMexicoCity(new Date())),
    __SCHOLARSHIP_COUNT__: JSON.stringify(loadScholarships().length),
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        // The relevance set against the built index (dist/client/search): after `npm run build`.
        extends: true,
        test: { name: 'search', include: ['tests/search/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/integration/setup.ts'],
        },
      },
      // Checks over the built site (dist/client), without a browser: their own stage, after
      // `npm run build` (`npm run test:html`; docs/testing.md).
      {
        extends: true,
        test: { name: 'html', include: ['tests/html/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
