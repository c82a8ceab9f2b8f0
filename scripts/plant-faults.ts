/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: the faults are lines of source code, `${…}` included */
/**
 * Planted faults (issue 33): each breaks the site in one place, the way a real change could,
 * rebuilds when the fault is in what the build reads, runs the one test expected to catch it,
 * and puts the file back. A fault the test does not catch fails the run. The list and what
 * caught each are in docs/testing.md.
 *
 *   npx tsx scripts/plant-faults.ts            every fault, one at a time (about an hour): each
 *                                              catcher first passes on the clean site, then fails
 *   npx tsx scripts/plant-faults.ts 3 csp-hash  only these (by number or id)
 *
 * It edits the working tree: commit or stash first. Ctrl-C puts the current file back.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { buildIsStale } from '../server/buildStamp.ts'

/** The test expected to fail: an html check, an e2e test (a spec and a title pattern), or a unit file. */
type Catcher =
  | { html: string }
  | { e2e: string; grep: string; project?: 'phone' | 'desktop' }
  | { unit: string; grep?: string }

type Fault = { id: string; breaks: string; file: string; find: string; replace: string; caughtBy: Catcher }

export const FAULTS: Fault[] = [
  {
    id: 'aria-current-pager',
    breaks: 'the pager no longer marks the current page (aria-current dropped)',
    file: 'src/ui/Pager.tsx',
    find: "aria-current={item.page === page ? 'page' : undefined}",
    replace: '',
    caughtBy: { e2e: 'scholarships', grep: 'lists 12 per page with the pager shape' },
  },
  {
    id: 'hydration-attribute',
    breaks:
      'the pre-rendered module marks no section current, the app does: hydration leaves the HTML’s attribute',
    file: 'src/features/courses/ModuleReader.tsx',
    find: "aria-current={section.id === current.id ? 'step' : undefined}",
    replace: "aria-current={section.id === current.id && !import.meta.env.SSR ? 'step' : undefined}",
    // On a section URL the current section changes right after hydration and React writes the
    // attribute then; the module's own first section stays current, so its stale HTML shows.
    caughtBy: { e2e: 'html-first', grep: 'route audit /cursos/finanzas-personales/modulo-2: status' },
  },
  {
    id: 'csp-hash',
    breaks: 'the Content-Security-Policy hashes something other than the inline scripts',
    file: 'server/headers.ts',
    find: "hashes.add(sha256(match[2] ?? ''))",
    replace: "hashes.add(sha256(`${match[2] ?? ''};`))",
    caughtBy: { html: 'allows exactly the page’s inline scripts' },
  },
  {
    id: 'csp-runtime',
    breaks: 'the page script writes an inline style attribute, which the policy blocks',
    file: 'src/enhance/main.ts',
    find: 'setUpMenus()\nsetUpScrollToTop()',
    replace: "document.body.setAttribute('style', 'margin: 0')\nsetUpMenus()\nsetUpScrollToTop()",
    caughtBy: { e2e: 'html-first', grep: 'route audit /guias: status' },
  },
  {
    id: 'menu-needs-js',
    breaks: 'the burger opens the phone menu only with JavaScript (no popovertarget)',
    file: 'src/features/shell/Header.tsx',
    find: 'popoverTarget={MOBILE_MENU_ID}',
    replace: 'data-menu={MOBILE_MENU_ID}',
    caughtBy: { html: 'opens its menus without JavaScript' },
  },
  {
    id: 'nav-group-needs-js',
    breaks: 'a desktop nav group opens its list only with JavaScript',
    file: 'src/features/shell/NavDropdown.tsx',
    find: 'popoverTarget={menuId}',
    replace: 'data-menu={menuId}',
    caughtBy: {
      e2e: 'html-first',
      grep: 'the desktop nav groups open and lead to the FAQ',
      project: 'desktop',
    },
  },
  {
    id: 'missing-alt',
    breaks: 'a scholarship card’s image has no alt',
    file: 'src/features/scholarships/ScholarshipCard.tsx',
    find: 'alt={`Ilustración del área ${scholarship.category}`}',
    replace: '', // (a `title` instead still names the image, and axe rightly accepts it)
    caughtBy: { html: 'gives every image its size' },
  },
  {
    id: 'missing-alt-axe',
    breaks: 'the same missing alt, seen by the route audit’s axe on /becas',
    file: 'src/features/scholarships/ScholarshipCard.tsx',
    find: 'alt={`Ilustración del área ${scholarship.category}`}',
    replace: '', // (a `title` instead still names the image, and axe rightly accepts it)
    caughtBy: { e2e: 'html-first', grep: 'route audit /becas: status' },
  },
  {
    id: 'unsized-image',
    breaks: 'a guide card’s image loses its width and height (layout shift)',
    file: 'src/features/guides/ArticleCard.tsx',
    find: 'width="800"\n        height="450"',
    replace: '',
    caughtBy: { html: 'gives every image its size' },
  },
  {
    id: 'select-not-replayed',
    breaks: 'the loader ignores a <select> changed before the app runs (no focus, no tap)',
    file: 'src/enhance/appLoader.ts',
    find: "const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change']",
    replace: "const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input']",
    caughtBy: { e2e: 'early-input', grep: 'chosen in the <select> of /comunidades' },
  },
  {
    id: 'tap-dropped',
    breaks: 'the loader drops a tap made before the app is ready instead of replaying it',
    file: 'src/enhance/appLoader.ts',
    find: 'if (!repeated) held.push({ part, action })',
    replace: 'if (!repeated) void action',
    caughtBy: { e2e: 'throttled-taps', grep: '«Comenzar Quiz» starts the quiz' },
  },
  {
    id: 'precache-offline-page',
    breaks: 'the service worker no longer precaches the offline page',
    file: 'scripts/serviceWorker.ts',
    find: "      'sin-conexion.html',\n",
    replace: '',
    caughtBy: { e2e: 'offline', grep: 'other pages show «Sin conexión»' },
  },
  {
    id: 'contrast-in-shadow-root',
    breaks: 'the call status’s detail, drawn in a shadow root, turns light grey (contrast)',
    file: 'src/features/calls/calls.css',
    find: '  color: var(--color-ink-soft);\n  white-space: nowrap;',
    replace: '  color: #b9b4c9;\n  white-space: nowrap;',
    caughtBy: { e2e: 'html-first', grep: 'route audit /becas: status' },
  },
  {
    id: 'streamed-lazy-part',
    breaks: 'the build stops putting streamed lazy parts in place',
    file: 'scripts/postbuild.ts',
    find: "deferAppScript(resolveStreamedBoundaries(await readFile(file, 'utf8'), page), {",
    replace: "deferAppScript(await readFile(file, 'utf8'), {",
    caughtBy: { html: 'has its lazy parts in place' },
  },
  {
    id: 'not-found-200',
    breaks: 'an unknown path answers 200 instead of 404',
    file: 'server/staticFiles.ts',
    find: 'if (page) await send(request, response, page, 404)',
    replace: 'if (page) await send(request, response, page, 200)',
    caughtBy: { e2e: 'shell', grep: 'unknown paths answer 404' },
  },
  {
    id: 'title-suffix',
    breaks: 'page titles lose «| Ya Sé Cómo»',
    file: 'src/domain/seo.ts',
    find: 'suffix = ` | ${site.brand}`',
    replace: 'suffix = ` – ${site.brand}`',
    caughtBy: { html: 'is Spanish for Mexico, with a title' },
  },
  {
    id: 'canonical',
    breaks: 'canonical addresses get a trailing slash',
    file: 'src/domain/seo.ts',
    find: 'const url = absoluteUrl(input.path)',
    replace: 'const url = absoluteUrl(`${input.path}/`)',
    caughtBy: { html: 'is Spanish for Mexico, with a title' },
  },
  {
    id: 'date-published',
    breaks: 'a guide’s structured data gives its date in words, not ISO',
    file: 'src/routes/guias.$articleId.tsx',
    find: 'datePublished: article.isoDate,',
    replace: 'datePublished: article.date,',
    caughtBy: { html: 'every guide is an Article' },
  },
  {
    id: 'sitemap-private',
    breaks: '«Mis becas», private, goes into the sitemap',
    file: 'src/domain/sitePages.ts',
    find: "{ path: '/mis-becas', hydrate: 'load', sitemap: { exclude: true } },",
    replace: "{ path: '/mis-becas', hydrate: 'load', sitemap: { priority: 0.5 } },",
    caughtBy: { html: 'the sitemap lists every public page' },
  },
  {
    id: 'opener',
    breaks: 'a scholarship’s official link keeps the opener',
    file: 'src/features/scholarships/ScholarshipDetail.tsx',
    find: 'rel="noopener noreferrer"',
    replace: 'rel="noreferrer"',
    caughtBy: { html: 'opens outside links in a new tab' },
  },
  {
    id: 'dead-control',
    breaks: 'the contact form shows without JavaScript, where it cannot send',
    file: 'src/features/info/ContactPage.tsx',
    find: 'className="contact__form needs-js"',
    replace: 'className="contact__form"',
    caughtBy: { html: 'shows no control that would do nothing' },
  },
  {
    id: 'no-js-note',
    breaks: '/becas loses the line saying the quiz needs JavaScript',
    file: 'src/features/quiz/QuizLauncher.tsx',
    find: 'El quiz necesita JavaScript; mientras tanto, explora todas las becas aquí abajo.',
    replace: '',
    caughtBy: { html: 'where a form needs JavaScript' },
  },
  {
    id: 'no-js-css',
    breaks: 'the rule that hides what needs JavaScript is lost (scripting: none)',
    file: 'src/ui/styles/base.css',
    find: '@media (scripting: none) {\n  .needs-js {',
    replace: '@media (scripting: none) {\n  .needs-javascript {',
    caughtBy: { e2e: 'html-first', grep: 'its controls step aside' },
  },
  {
    id: 'frame-options',
    breaks: 'pages lose X-Frame-Options',
    file: 'server/headers.ts',
    find: "    'X-Frame-Options': 'DENY',\n",
    replace: '',
    caughtBy: { e2e: 'security', grep: 'carry every security header' },
  },
  {
    id: 'static-host-hsts',
    breaks: 'the static hosts’ _headers lose Strict-Transport-Security',
    file: 'scripts/postbuild.ts',
    find: '...securityHeaders({ https: true }),',
    replace: '...securityHeaders({ https: false }),',
    caughtBy: { html: 'static hosts get the same security headers' },
  },
  {
    id: 'manifest',
    breaks: 'the web manifest’s theme colour changes',
    file: 'public/manifest.webmanifest',
    find: '"theme_color": "#5b3df5"',
    replace: '"theme_color": "#000000"',
    caughtBy: { html: 'the web manifest names the app' },
  },
  {
    id: 'quiz-timing',
    breaks: 'the quiz’s dots last 1.5 s instead of the spec’s 2 s',
    file: 'machines/quizMachine.ts',
    find: '  loading: 2000,',
    replace: '  loading: 1500,',
    caughtBy: { e2e: 'quiz', grep: 'runs each step with the spec’s timings' },
  },
  {
    id: 'console-error',
    breaks: 'the guides page logs an error as it renders',
    file: 'src/features/guides/GuidesHome.tsx',
    find: 'export function GuidesHome({ query, onQueryChange }: { query: string; onQueryChange: (q: string) => void }) {',
    replace:
      "export function GuidesHome({ query, onQueryChange }: { query: string; onQueryChange: (q: string) => void }) {\n  if (typeof window !== 'undefined') console.error('guías: algo salió mal')",
    caughtBy: { e2e: 'html-first', grep: 'route audit /guias: status' },
  },
  {
    id: 'focus-trap',
    breaks: 'Tab leaves the open phone menu',
    file: 'src/features/shell/menus.page.ts',
    find: '          event.preventDefault()\n          first?.focus()',
    replace: '          void first',
    caughtBy: { e2e: 'shell', grep: 'the phone overlay lists every sublink' },
  },
  {
    id: 'about-columns',
    breaks: '«Quiénes somos» stays in one column on a desktop screen',
    file: 'src/features/info/info.css',
    find: '@media (min-width: 768px) {\n  .about__grid {',
    replace: '@media (min-width: 1400px) {\n  .about__grid {',
    caughtBy: { e2e: 'info', grep: 'about switches to two columns', project: 'desktop' },
  },
  {
    id: 'print-header',
    breaks: 'the site header is printed with «Mis becas»',
    file: 'src/ui/styles/modes.css',
    find: '@media print {\n  .site-header,\n',
    replace: '@media print {\n',
    caughtBy: { e2e: 'mis-becas', grep: 'fits A4', project: 'desktop' },
  },
]

const catcherCommand = (catcher: Catcher) => {
  if ('html' in catcher) return `npx vitest run --project html -t ${JSON.stringify(catcher.html)}`
  if ('unit' in catcher)
    return `npx vitest run ${catcher.unit}${catcher.grep ? ` -t ${JSON.stringify(catcher.grep)}` : ''}`
  return `npx playwright test tests/e2e/${catcher.e2e}.spec.ts --grep ${JSON.stringify(catcher.grep)} --project=${catcher.project ?? 'phone'} --workers=1 --reporter=line`
}

const run = (command: string) => spawnSync(command, { stdio: 'inherit', shell: true }).status

/**
 * Whether the fault needs a build: anything but a test may be read by it (the post-build step
 * reads server/headers.ts, for one), and a needless build costs only time.
 */
const builtFrom = (file: string) => !file.startsWith('tests/')

function plant(fault: Fault): { caught: boolean; by: string } {
  const original = readFileSync(fault.file, 'utf8')
  const count = original.split(fault.find).length - 1
  if (count !== 1)
    throw new Error(`${fault.id}: «${fault.find}» is in ${fault.file} ${count} times, not once`)
  const restore = () => writeFileSync(fault.file, original)
  process.once('SIGINT', () => {
    restore()
    process.exit(130)
  })
  try {
    writeFileSync(fault.file, original.replace(fault.find, fault.replace))
    if (builtFrom(fault.file) && run('npm run build') !== 0) return { caught: true, by: 'the build' }
    const status = run(catcherCommand(fault.caughtBy))
    return { caught: status !== 0, by: catcherCommand(fault.caughtBy) }
  } finally {
    restore()
    process.removeAllListeners('SIGINT')
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2)
  const chosen = FAULTS.filter(
    (fault, index) => wanted.length === 0 || wanted.includes(fault.id) || wanted.includes(String(index + 1)),
  )
  if (spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim())
    console.warn('Warning: the working tree has changes; each fault puts back only its own file.')
  if (buildIsStale() && run('npm run build') !== 0) throw new Error('the clean build fails')
  // Each catcher must pass on the clean site first: a failure then means the fault, and a
  // pattern that matches no test shows here (Playwright fails on «no tests found»).
  for (const command of new Set(chosen.map((fault) => catcherCommand(fault.caughtBy)))) {
    console.log(`\n□ clean: ${command}`)
    if (run(command) !== 0) throw new Error(`fails on the clean site: ${command}`)
  }
  const results: { fault: Fault; caught: boolean; by: string }[] = []
  for (const fault of chosen) {
    console.log(`\n■ ${fault.id}: ${fault.breaks}`)
    results.push({ fault, ...plant(fault) })
  }
  if (chosen.some((fault) => builtFrom(fault.file))) run('npm run build')
  console.log('\nPlanted faults:')
  for (const { fault, caught, by } of results)
    console.log(`  ${caught ? 'caught' : 'MISSED'}  ${fault.id}  (${by})`)
  const missed = results.filter((result) => !result.caught)
  console.log(`${results.length - missed.length} of ${results.length} caught`)
  process.exit(missed.length ? 1 : 0)
}
