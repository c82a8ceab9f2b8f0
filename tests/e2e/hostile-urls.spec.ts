import { expect, test, waitForHydration } from './fixtures'

const long = 'x'.repeat(5000)
const script = '<script>alert(1)</script>'

type Case = { url: string; status?: number; finalUrl?: RegExp; heading: RegExp }

const becasList = { finalUrl: /\/becas$/, heading: /Encuentra becas para estudiar/ }
const notFound = { status: 404, heading: /¡Ups!/ }

/** Bad links of every kind: each must end on a sensible page, never on an error screen. */
const cases: Case[] = [
  // Scholarship indexes → the list, history replaced
  ...[
    'abc',
    '-1',
    '100000',
    '1.5',
    '007',
    '1e3',
    '%20',
    '0x10',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '%D9%A3',
  ].map((idx) => ({ url: `/becas/${idx}`, ...becasList })),
  // Unknown ids and slugs on every dynamic route
  { url: '/guias/no-existe', status: 404, heading: /Artículo no encontrado/ },
  { url: `/guias/${encodeURIComponent(script)}`, status: 404, heading: /Artículo no encontrado/ },
  { url: '/category/no-existe', status: 404, heading: /Categoría no encontrada/ },
  { url: '/cursos/no-existe', status: 404, heading: /Curso no encontrado/ },
  { url: '/cursos/finanzas-personales/modulo-0', status: 404, heading: /Módulo no encontrado/ },
  { url: '/cursos/finanzas-personales/..%2F..%2Fetc', status: 404, heading: /Módulo no encontrado/ },
  { url: '/herramientas/no-existe', finalUrl: /\/herramientas$/, heading: /Plantillas para imprimir/ },
  // Garbage in every search param
  { url: '/becas?pagina=-3', heading: becasList.heading },
  { url: '/becas?pagina=9999', heading: becasList.heading },
  { url: '/becas?pagina=abc', heading: becasList.heading },
  { url: '/becas?pagina=1&pagina=2', heading: becasList.heading },
  { url: `/becas?q=${long}`, heading: becasList.heading },
  { url: `/becas?q=${encodeURIComponent(script)}`, heading: becasList.heading },
  { url: '/becas?q=%F0%9F%98%80%F0%9F%8E%93', heading: becasList.heading },
  { url: '/becas?q=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7', heading: becasList.heading },
  { url: '/becas?q=a%2Fb%2F..%2F', heading: becasList.heading },
  { url: `/becas?categoria=${encodeURIComponent(script)}`, heading: becasList.heading },
  { url: `/guias?q=${encodeURIComponent(script)}`, heading: /Guías para la vida adulta/ },
  { url: `/guias?q=${long}`, heading: /Guías para la vida adulta/ },
  { url: `/cursos?q=${long}`, heading: /Aprende lo que la escuela no te enseñó/ },
  {
    url: `/herramientas?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    heading: /Plantillas para imprimir/,
  },
  { url: `/herramientas/diario-dalia?v=${encodeURIComponent(script)}`, heading: /Diario Dalia/ },
  { url: '/herramientas/diario-dalia?v=rosa&v=verde', heading: /Diario Dalia/ },
  { url: '/comunidades?estado=Narnia&pagina=-3', heading: /Explora Comunidades/ },
  { url: '/comunidades?estado=Nuevo%20Le%C3%B3n&pagina=9999', heading: /Explora Comunidades/ },
  { url: `/viviendas?estado=${encodeURIComponent(script)}`, heading: /Vivienda para estudiantes/ },
  { url: '/cursos/finanzas-personales/modulo-1?seccion=..%2F..%2F', heading: /Módulo 1/ },
  { url: '/cursos/finanzas-personales/modulo-1?seccion=quiz&seccion=lectura', heading: /Módulo 1/ },
  {
    url: '/filtro-becas?estado=Atl%C3%A1ntida&nivel=x&nivel=y&area=z&promedio=10&tipo=nada',
    heading: /Resultados para tu perfil/,
  },
  {
    url: `/filtro-becas?nivel=${encodeURIComponent(script)}&institucion=${long}`,
    heading: /Resultados para tu perfil/,
  },
  { url: '/quiz-becas?paso=99', heading: /Encuentra tu beca en 7 preguntas/ },
  // Paths that do not exist
  { url: '/admin', ...notFound },
  { url: '/.env', ...notFound },
  { url: '/wp-login.php', ...notFound },
  { url: '/guias/a/b/c', ...notFound },
  { url: '/%E2%80%AE%F0%9F%98%80', ...notFound },
]

/** The matrix in groups of about ten: each group opens its URLs one after another in one tab. */
const groups = Array.from({ length: Math.ceil(cases.length / 10) }, (_, index) =>
  cases.slice(index * 10, index * 10 + 10),
)

// URL handling does not depend on the viewport, so the matrix runs once, at phone width. A
// fresh tab per URL cost a new browser context each (a second or more on a busy runner); the
// URLs share nothing but the tab, and each failure is reported with its URL (soft checks).
test.describe('hostile URLs @phone-only', () => {
  // The service worker would answer later URLs of a group from its cache: every URL here
  // must reach the server.
  test.use({ serviceWorkers: 'block' })

  test('the matrix has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  for (const group of groups) {
    test(`${group.length} bad links from ${group[0]?.url.slice(0, 40)} end on sensible pages`, async ({
      page,
      allowConsoleErrors,
    }) => {
      test.slow()
      allowConsoleErrors(/404 \(Not Found\)/)
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`)
      })
      for (const entry of group) {
        const url = entry.url.slice(0, 90)
        const response = await page.goto(entry.url)
        if (entry.status) expect.soft(response?.status(), url).toBe(entry.status)
        await waitForHydration(page)
        if (entry.finalUrl) await expect.soft(page, url).toHaveURL(entry.finalUrl)
        await expect.soft(page.getByRole('heading', { level: 1 }).first(), url).toHaveText(entry.heading)
        await expect.soft(page.getByText('Algo salió mal'), url).toHaveCount(0)
        expect.soft(await page.locator('main script, main img[src="x"]').count(), url).toBe(0)
      }
    })
  }
})
