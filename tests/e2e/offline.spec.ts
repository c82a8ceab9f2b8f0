import { expect, test, waitForHydration } from './fixtures'

/** Waits until the service worker controls the page and has stored the current page. */
async function waitForOfflineCopy(page: import('@playwright/test').Page, path: string) {
  await page.waitForFunction(async (url) => {
    const registration = await navigator.serviceWorker.ready
    if (!registration.active) return false
    const cache = await caches.open('lecturas')
    return Boolean(await cache.match(url))
  }, new URL(path, page.url()).href)
}

test.describe('offline reading', () => {
  test('a visited guide and course module open without a connection; other pages show «Sin conexión»', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/)
    await page.goto('/guias/vivir-con-roomies')
    await waitForHydration(page)
    await waitForOfflineCopy(page, '/guias/vivir-con-roomies')
    await page.goto('/cursos/finanzas-personales/modulo-1')
    await waitForHydration(page)
    await waitForOfflineCopy(page, '/cursos/finanzas-personales/modulo-1')

    await context.setOffline(true)
    await page.goto('/guias/vivir-con-roomies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vivir con roomies sin terminar peleados',
    )
    await page.goto('/cursos/finanzas-personales/modulo-1')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Módulo 1')
    await page.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page.locator('#seccion-titulo')).not.toHaveText('¿Qué vas a aprender?')
    await page.goto('/becas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión')
    await context.setOffline(false)
  })
})
