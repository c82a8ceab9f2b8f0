import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadArticles } from '../../data/articles.schema'
import { loadCourses } from '../../data/courses.schema'
import { loadScholarships } from '../../data/scholarships.schema'
import { SPANISH_MONTHS, todayInMexicoCity } from '../../data/spanishDate'
import { loadStates } from '../../data/states.schema'
import { loadTemplates } from '../../data/templates.schema'
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_MAX_BYTES,
  SHARE_CARD_WIDTH,
  shareCardPath,
} from '../../src/domain/shareCard'
import { colourPages, sitePages } from '../../src/domain/sitePages'
import { stateSlug } from '../../src/domain/stateSlug'
import { COLOUR_PAGES_DIR, colourPageFile } from '../../src/domain/templateVariant'
import {
  type BuiltPage,
  builtFile,
  builtPages,
  CLIENT_DIR,
  hiddenWithoutJavaScript,
  isBuilt,
  problemsOn,
  SITE_ORIGIN,
  textOf,
} from './builtSite'

/**
 * What every pre-rendered page must hold before any JavaScript runs, checked on all of them
 * (not a sample) without a browser. The browser tests keep what needs one: a menu, an FAQ and
 * a `<details>` opened without JavaScript, layout, hydration and axe (docs/testing.md).
 */
const pages = builtPages()
const page = (path: string) => {
  const found = pages.find((candidate) => candidate.path === path)
  if (!found) throw new Error(`no pre-rendered page for ${path}`)
  return found
}
const jsonLd = (built: BuiltPage) =>
  [...built.document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  )
const ldTypes = (built: BuiltPage) => jsonLd(built).map((data) => data['@type'])

describe('every pre-rendered page', () => {
  it('is all there: the site list, the not-found pages and the offline page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(194)
    const missing = sitePages()
      .map((entry) => entry.path)
      .filter((path) => !pages.some((built) => built.path === path))
    expect(missing).toEqual([])
    for (const path of ['/404', '/sin-conexion']) expect(page(path).listed).toBe(false)
  })

  it('is Spanish for Mexico, with a title and a description; listed pages give their canonical address', () => {
    const problems = problemsOn(pages, ({ document, listed, path }) => {
      const found: string[] = []
      if (document.documentElement.getAttribute('lang') !== 'es-MX') found.push('lang is not es-MX')
      const titles = document.querySelectorAll('head title')
      if (titles.length !== 1 || !textOf(titles[0])) found.push(`${titles.length} titles`)
      else if (listed && !/ \| (Ya Sé Cómo|Tienda)$/.test(textOf(titles[0])))
        found.push(`title «${textOf(titles[0])}» does not end in «| Ya Sé Cómo» or «| Tienda»`)
      if (!document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim())
        found.push('no description')
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
      const expected = path === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`
      if (listed && canonical !== expected) found.push(`canonical ${canonical}, expected ${expected}`)
      return found
    })
    expect(problems).toEqual([])
  })

  it('has one main heading, shown without JavaScript', () => {
    const problems = problemsOn(pages, ({ document }) => {
      const headings = [...document.querySelectorAll('h1')]
      if (headings.length !== 1) return [`${headings.length} <h1>`]
      const [heading] = headings
      if (!heading || !textOf(heading)) return ['an empty <h1>']
      return hiddenWithoutJavaScript(heading) ? ['its <h1> is hidden without JavaScript'] : []
    })
    expect(problems).toEqual([])
  })

  it('writes every percentage one way, «60 %» (a space before the sign, as DESIGN.md and decision 0047 say)', () => {
    const problems = problemsOn(pages, ({ document }) => {
      // A copy: the pages are shared by every check in this file.
      const body = document.querySelector('body')?.cloneNode(true) as Element | undefined
      for (const hidden of body?.querySelectorAll('script, style, template') ?? []) hidden.remove()
      return [...new Set(textOf(body).match(/\S*\d%/g) ?? [])].map((word) => `«${word}»`)
    })
    expect(problems).toEqual([])
  })

  it('links the contact page wherever the legal pages mention it', () => {
    const problems = problemsOn(
      pages.filter((page) => ['/politica-de-privacidad', '/terminos-de-servicio'].includes(page.path)),
      ({ document }) => {
        const main = document.querySelector('main')
        const found: string[] = []
        if (textOf(main).includes('/contacto')) found.push('says «/contacto» as text')
        const links = main?.querySelectorAll('a[href="/contacto"]').length ?? 0
        if (links < 2) found.push(`${links} links to /contacto`)
        return found
      },
    )
    expect(problems).toEqual([])
  })

  it('links «Contacto» from the footer', () => {
    const problems = problemsOn(pages, ({ document }) => {
      const links = [...document.querySelectorAll('footer a[href="/contacto"]')]
      return links.some((link) => textOf(link) === 'Contacto') ? [] : ['no «Contacto» in the footer']
    })
    expect(problems).toEqual([])
  })

  it('opens its menus without JavaScript: the phone overlay and the four nav groups are popovers', () => {
    const problems = problemsOn(pages, ({ document }) => {
      const found: string[] = []
      const popoverOf = (button: Element | null) => {
        const id = button?.getAttribute('popovertarget')
        const target = id ? document.getElementById(id) : null
        return target?.hasAttribute('popover') ? target : null
      }
      const burger = document.querySelector('header button[aria-label="Abrir menú"]')
      const overlay = popoverOf(burger)
      if (!overlay) found.push('the burger opens no popover')
      else {
        if (overlay.getAttribute('role') !== 'dialog' || overlay.getAttribute('aria-label') !== 'Menú')
          found.push('the overlay is not a dialog named «Menú»')
        const close = overlay.querySelector('button[aria-label="Cerrar menú"]')
        if (popoverOf(close) !== overlay || close?.getAttribute('popovertargetaction') !== 'hide')
          found.push('«Cerrar menú» does not hide the overlay')
        if (!overlay.querySelector('a[href="/preguntas-frecuentes"]'))
          found.push('the overlay has no FAQ link')
      }
      const groups = [...document.querySelectorAll('nav[aria-label="Principal"] button')]
      if (groups.map(textOf).join('|') !== 'Aprende|Explora|Sobre YaSé|Ayuda')
        found.push(`nav groups: ${groups.map(textOf).join('|')}`)
      for (const group of groups) {
        const menu = popoverOf(group)
        if (!menu?.querySelector('a[href]')) found.push(`the «${textOf(group)}» group opens no list of links`)
      }
      const about = groups.find((group) => textOf(group) === 'Sobre YaSé')
      if (!popoverOf(about ?? null)?.querySelector('a[href="/preguntas-frecuentes"]'))
        found.push('«Sobre YaSé» does not list the FAQ')
      return found
    })
    expect(problems).toEqual([])
  })

  it('shows no control that would do nothing without JavaScript', () => {
    // A popover button and a native form (the header's «Buscar») work without it; the rest of
    // the controls sit in a `.needs-js` part that steps aside for its one-line note.
    const problems = problemsOn(pages, ({ document }) =>
      [...document.querySelectorAll('body button, body input, body select, body textarea')]
        .filter(
          (control) =>
            !hiddenWithoutJavaScript(control) &&
            !control.hasAttribute('popovertarget') &&
            !control.closest('form[data-native]'),
        )
        .map((control) => `dead without JavaScript: ${control.outerHTML.slice(0, 100)}`),
    )
    expect(problems).toEqual([])
  })

  it('says in one line, where a form needs JavaScript, what to do without it', () => {
    // Every form a reader loses without JavaScript leaves its note on the page (NoScriptNote).
    const problems = problemsOn(pages, ({ document }) => {
      const forms = document.querySelectorAll('body form.needs-js').length
      const notes = [...document.querySelectorAll('.noscript-note')].filter(
        (note) => textOf(note) && !hiddenWithoutJavaScript(note),
      )
      return forms > 0 && notes.length === 0 ? [`${forms} forms need JavaScript, no note says so`] : []
    })
    expect(problems).toEqual([])
    const main = (path: string) => page(path).document.querySelector('main')
    const notes = (path: string) =>
      [...page(path).document.querySelectorAll('main .noscript-note')].map(textOf)
    expect(notes('/becas').join()).toContain('El quiz necesita JavaScript')
    expect(notes('/becas').join()).toContain(
      'Para buscar y filtrar por área necesitas activar JavaScript; sin él, cambia de página o de nivel con los enlaces de abajo.',
    )
    expect(main('/becas')?.querySelectorAll('.scholarship-card').length).toBeGreaterThan(0)
    expect(notes('/contacto').join()).toContain('El formulario necesita JavaScript')
    expect(main('/contacto')?.querySelector('a[href^="mailto:"]')).not.toBeNull()
    for (const [path, line] of [
      ['/mi-lana', '«Mi lana» guarda tu presupuesto en este dispositivo: para usarlo, activa JavaScript.'],
      [
        '/mi-lana/reto',
        'Tus retos se guardan en este dispositivo: para verlos y marcar depósitos, activa JavaScript.',
      ],
      [
        '/mi-lana/pagos',
        'Tus pagos se guardan en este dispositivo: para verlos y anotarlos, activa JavaScript.',
      ],
    ] as const) {
      expect(notes(path)).toContain(line)
      // The board's outline (issue 42: not «Cargando…») stands for what the app draws from
      // the device: without JavaScript it would stand there forever, so it is hidden then.
      const outlines = [...(main(path)?.querySelectorAll('.lana-outline') ?? [])]
      expect(outlines.length, path).toBe(1)
      expect(textOf(main(path) as Element), path).not.toMatch(/Cargando/)
      expect(
        outlines.filter((element) => !hiddenWithoutJavaScript(element)),
        path,
      ).toEqual([])
    }
  })

  it('has its lazy parts in place, none streamed to the end of <body>', () => {
    const problems = problemsOn(pages, ({ html, document }) => {
      const found: string[] = []
      if (/<template id="B:\d+">|<div hidden id="S:\d+">|\$RC\("/.test(html)) found.push('a streamed segment')
      // The sign-up form sits inside a completed boundary, after its note.
      const forms = document.querySelectorAll('form.signup').length
      const inPlace = html.match(
        /<!--\$--><p class="noscript-note">[^<]*<\/p><form class="signup needs-js"[^>]*>/g,
      )
      if ((inPlace?.length ?? 0) !== forms)
        found.push(`${forms} sign-up forms, ${inPlace?.length ?? 0} in place`)
      return found
    })
    expect(problems).toEqual([])
    expect(page('/').document.querySelectorAll('form.signup')).toHaveLength(2)
    for (const path of ['/becas/0', '/becas/1'])
      expect(page(path).document.querySelectorAll('form.signup')).toHaveLength(1)
  })

  it('gives every image its size (no layout shift) and a text alternative, empty when decorative', () => {
    const problems = problemsOn(pages, ({ document }) =>
      [...document.querySelectorAll('img')].flatMap((image) => [
        ...(image.getAttribute('width') && image.getAttribute('height')
          ? []
          : [`no width and height: ${image.outerHTML.slice(0, 100)}`]),
        ...(image.hasAttribute('alt') ? [] : [`no alt: ${image.outerHTML.slice(0, 100)}`]),
      ]),
    )
    expect(problems).toEqual([])
  })

  it('links only to pages and files the build has', () => {
    const problems = problemsOn(pages, ({ document }) =>
      [...document.querySelectorAll('a[href^="/"], link[href^="/"], img[src^="/"], script[src^="/"]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
        .filter((address) => !address.startsWith('//'))
        .map((address) => new URL(address, SITE_ORIGIN).pathname)
        .filter((pathname) => !isBuilt(pathname))
        .map((pathname) => `links to ${pathname}, which the build does not have`),
    )
    expect([...new Set(problems)]).toEqual([])
  })

  it('opens outside links in a new tab without an opener', () => {
    const problems = problemsOn(pages, ({ document }) =>
      [...document.querySelectorAll('a[href^="http"]')]
        .filter((link) => !(link.getAttribute('href') ?? '').startsWith(SITE_ORIGIN))
        .filter(
          (link) =>
            link.getAttribute('target') !== '_blank' || link.getAttribute('rel') !== 'noopener noreferrer',
        )
        .map(
          (link) =>
            `${link.getAttribute('href')}: target ${link.getAttribute('target')}, rel ${link.getAttribute('rel')}`,
        ),
    )
    expect(problems).toEqual([])
  })

  it('never claims a saved state before the device is read («Guardar» appears once it is)', () => {
    const problems = problemsOn(pages, ({ document }) =>
      [...document.querySelectorAll('save-toggle')]
        .filter((toggle) => /Guardada|aria-pressed/.test(toggle.outerHTML))
        .map((toggle) => `claims a state: ${toggle.outerHTML.slice(0, 100)}`),
    )
    expect(problems).toEqual([])
    expect(page('/becas/0').document.querySelector('save-toggle')).not.toBeNull()
  })
})

describe('Content-Security-Policy in each page', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
  /** The sources a directive of the policy allows. */
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1) ?? []

  it('preloads one image at most, the first screen’s largest: others wait until they are near (issue 44)', () => {
    const problems = problemsOn(pages, ({ document }) => {
      const preloads = document.querySelectorAll('link[rel="preload"][as="image"]').length
      return preloads > 1 ? [`${preloads} images preloaded`] : []
    })
    expect(problems).toEqual([])
  })

  it('comes first in <head> and allows exactly the page’s inline scripts and styles, nothing inline besides', () => {
    const problems = problemsOn(pages, ({ document }) => {
      const found: string[] = []
      const meta = document.head.firstElementChild
      if (meta?.getAttribute('http-equiv') !== 'Content-Security-Policy') return ['no policy first in <head>']
      const policy = meta.getAttribute('content') ?? ''
      if (/'unsafe-inline'|'unsafe-eval'/.test(policy)) found.push('allows unsafe-inline or unsafe-eval')
      // The browser hashes an inline script's text exactly as written (a JSON-LD block does not run).
      const scripts = [...document.querySelectorAll('script:not([src])')]
        .filter((script) => ['', 'module', 'text/javascript'].includes(script.getAttribute('type') ?? ''))
        .map((script) => sha256(script.textContent ?? ''))
      const styles = [...document.querySelectorAll('style')].map((style) => sha256(style.textContent ?? ''))
      const allowed = (name: string) =>
        directive(policy, name).filter((source) => source.startsWith("'sha256-"))
      const same = (a: string[], b: string[]) =>
        [...new Set(a)].sort().join() === [...new Set(b)].sort().join()
      if (!same(allowed('script-src'), scripts))
        found.push('script-src hashes differ from its inline scripts')
      if (!same(allowed('style-src'), styles)) found.push('style-src hashes differ from its inline styles')
      if (document.querySelector('body [style]')) found.push('a style attribute, which the policy blocks')
      if (document.querySelector('[onclick], [onload], [onerror], [onsubmit]'))
        found.push('an inline handler')
      return found
    })
    expect(problems).toEqual([])
  })

  it('static hosts get the same security headers from _headers', () => {
    const headers = builtFile('_headers')
    for (const line of [
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      "frame-ancestors 'none'",
      'Strict-Transport-Security: max-age=31536000',
      'Permissions-Policy:',
    ])
      expect(headers).toContain(line)
  })
})

describe('what the HTML says about calls before the app runs', () => {
  // The day the build ran (Mexico City): the HTML cannot know any later day.
  // What a reader sees: the page's content (the app's data after it, in scripts, quotes sources).
  const shownText = (document: Document) => {
    const main = document.querySelector('main')
    let text = main?.textContent ?? ''
    for (const script of main?.querySelectorAll('script, template') ?? [])
      text = text.replace(script.textContent ?? '', ' ')
    return text.replace(/\s+/g, ' ')
  }
  const buildDay = todayInMexicoCity(new Date(builtFile('.build-stamp').trim()))

  it('no detail page says «cierra el» for a date before the build, or for a day without its year', () => {
    const pattern = new RegExp(`cierra el (\\d{1,2}) de (${SPANISH_MONTHS.join('|')})(?: de (\\d{4}))?`, 'g')
    const problems = problemsOn(
      pages.filter((built) => /^\/becas\/\d+$/.test(built.path)),
      ({ document }) =>
        [...shownText(document).matchAll(pattern)].flatMap(([said, day, month, year]) => {
          if (!year) return [`«${said}»: which year?`]
          const iso = `${year}-${String(SPANISH_MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
          return iso < buildDay ? [`«${said}» (built on ${buildDay})`] : []
        }),
    )
    expect(problems).toEqual([])
  })
})

describe('pages that work without JavaScript where a link can', () => {
  const cards = (path: string) =>
    [...page(path).document.querySelectorAll('.scholarship-card h3 a')].map((link) =>
      Number(link.getAttribute('href')?.split('/').pop()),
    )
  const noScriptLinks = (path: string) =>
    [...page(path).document.querySelectorAll('.noscript-note a')].map((link) => link.getAttribute('href'))

  it('/becas links every catalogue page and level; /becas/pagina/2 holds the second twelve', () => {
    const links = noScriptLinks('/becas')
    expect(links).toContain('/becas/pagina/2')
    expect(links).toContain('/becas/nivel/tsu')
    for (const link of links) expect(isBuilt(link ?? ''), link ?? '').toBe(true)
    expect(cards('/becas')).toEqual(Array.from({ length: 12 }, (_, index) => index))
    expect(cards('/becas/pagina/2')).toEqual(Array.from({ length: 12 }, (_, index) => index + 12))
    const last = Math.ceil(loadScholarships().length / 12)
    expect(cards(`/becas/pagina/${last}`).at(-1)).toBe(loadScholarships().length - 1)
  })

  it('a level page says which level it lists, how many of the catalogue, and lists only those', () => {
    const all = loadScholarships()
    const tsu = all.filter((scholarship) => scholarship.levels.includes('tsu'))
    expect(cards('/becas/nivel/tsu')).toEqual(tsu.slice(0, 12).map((scholarship) => scholarship.index))
    for (const path of ['/becas/nivel/tsu', '/becas/nivel/tsu/pagina/2'].filter(isBuilt)) {
      const intro = page(path).document.querySelector('.page-intro')
      expect(textOf(intro?.querySelector('h1')), path).toBe('Becas: Técnico superior universitario')
      expect(textOf(intro?.querySelector('.lead')), path).toContain(
        `${tsu.length} de los ${all.length} programas que reunimos son para este nivel.`,
      )
    }
    const licenciatura = page('/becas/nivel/licenciatura/pagina/2').document
    expect(textOf(licenciatura.querySelector('.page-intro h1'))).toBe('Becas: Licenciatura')
    expect(textOf(page('/becas').document.querySelector('.page-intro h1'))).toBe(
      'Encuentra becas para estudiar',
    )
  })

  it('a level of more than twelve links its own pages, each a file holding its next twelve', () => {
    const level = 'licenciatura'
    const listed = loadScholarships().filter((scholarship) => scholarship.levels.includes(level))
    expect(listed.length).toBeGreaterThan(24)
    const last = Math.ceil(listed.length / 12)
    const links = noScriptLinks(`/becas/nivel/${level}`)
    expect(links).toContain(`/becas/nivel/${level}/pagina/2`)
    expect(links).toContain(`/becas/nivel/${level}/pagina/${last}`)
    expect(links).not.toContain('/becas/pagina/2')
    expect(links).not.toContain(`/becas/nivel/${level}/pagina/${last + 1}`)
    for (const link of links) expect(isBuilt(link ?? ''), link ?? '').toBe(true)
    expect(cards(`/becas/nivel/${level}/pagina/2`)).toEqual(
      listed.slice(12, 24).map((scholarship) => scholarship.index),
    )
    expect(cards(`/becas/nivel/${level}/pagina/${last}`).at(-1)).toBe(listed.at(-1)?.index)
  })

  it('/comunidades links the 32 states’ pages, each showing that state', () => {
    const states = loadStates()
    expect(noScriptLinks('/comunidades')).toEqual(states.map((state) => `/comunidades/${stateSlug(state)}`))
    for (const state of states) {
      const built = page(`/comunidades/${stateSlug(state)}`)
      expect(textOf(built.document.querySelector('main')), state).toMatch(
        new RegExp(`comunidades en ${state}|No se encontraron grupos para ${state}\\.`),
      )
    }
    expect(textOf(page('/comunidades/nuevo-leon').document.querySelector('main'))).toMatch(
      /\d+ comunidades en Nuevo León/,
    )
  })
})

describe('what search engines and installs read', () => {
  it('the start page says what the site is, with its tagline and canonical address', () => {
    const { document } = page('/')
    expect(document.documentElement.getAttribute('lang')).toBe('es-MX')
    expect(textOf(document.querySelector('title'))).toMatch(/\| Ya Sé Cómo$/)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Becas reales en México/,
    )
    expect(textOf(document.querySelector('h1'))).toBe('De "¿y ahora qué?" a "ya sé cómo"')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_ORIGIN}/`)
  })

  it('every guide is an Article with its date, in a breadcrumb; one carries its helpline', () => {
    const problems = loadArticles().flatMap((article) => {
      const data = jsonLd(page(`/guias/${article.id}`))
      const entry = data.find((item) => item['@type'] === 'Article')
      return [
        ...(entry?.datePublished === article.isoDate
          ? []
          : [`${article.id}: datePublished ${entry?.datePublished}`]),
        ...(data.some((item) => item['@type'] === 'BreadcrumbList') ? [] : [`${article.id}: no breadcrumb`]),
        ...(textOf(page(`/guias/${article.id}`).document.querySelector('title')).startsWith(article.title)
          ? []
          : [`${article.id}: title`]),
      ]
    })
    expect(problems).toEqual([])
    expect(textOf(page('/guias/salud-mental-en-la-universidad').document.querySelector('main'))).toContain(
      '800 911 2000',
    )
  })

  it('every scholarship is a MonetaryGrant in a breadcrumb, titled, with its official link', () => {
    const problems = loadScholarships().flatMap((scholarship) => {
      const built = page(`/becas/${scholarship.index}`)
      return [
        ...(['MonetaryGrant', 'BreadcrumbList'].every((type) => ldTypes(built).includes(type))
          ? []
          : [`${built.path}: structured data ${ldTypes(built).join(', ')}`]),
        ...(/^.+ \| Ya Sé Cómo$/.test(textOf(built.document.querySelector('title')))
          ? []
          : [`${built.path}: title`]),
        ...(built.html.includes('Ir al sitio oficial') ? [] : [`${built.path}: no official link`]),
      ]
    })
    expect(problems).toEqual([])
  })

  it('every course is a free Course with its instance', () => {
    for (const course of loadCourses()) {
      const data = jsonLd(page(`/cursos/${course.id}`))
      const entry = JSON.stringify(data)
      expect(data.map((item) => item['@type'])).toContain('Course')
      expect(entry).toContain('"@type":"CourseInstance"')
      expect(entry).toContain('"price":0')
    }
  })

  it('every template is a free CreativeWork in PDF, titled «… | Tienda»', () => {
    for (const template of loadTemplates()) {
      const built = page(`/herramientas/${template.slug}`)
      expect(textOf(built.document.querySelector('title'))).toBe(`${template.title} | Tienda`)
      const work = jsonLd(built).find((item) => item['@type'] === 'CreativeWork')
      expect(work).toMatchObject({ encodingFormat: 'application/pdf', isAccessibleForFree: true })
    }
  })

  it('the FAQ is FAQPage data and five <details> sections, each opened by its <summary>', () => {
    const faq = page('/preguntas-frecuentes')
    expect(ldTypes(faq)).toContain('FAQPage')
    const sections = [...faq.document.querySelectorAll('details.faq__section')]
    expect(sections).toHaveLength(5)
    for (const section of sections) {
      expect(section.firstElementChild?.tagName).toBe('SUMMARY')
      expect(textOf(section.querySelector('summary h2'))).not.toBe('')
      expect(section.querySelector('.faq__items')).not.toBeNull()
    }
  })

  it('the sitemap lists every public page and none of the private ones', () => {
    const sitemap = builtFile('sitemap.xml')
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    for (const entry of sitePages()) {
      const address = entry.path === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${entry.path}`
      expect(listed.has(address), entry.path).toBe(!entry.sitemap?.exclude)
    }
    // Named here, not read from the page list the sitemap is made from: a student's own
    // answers and saved list are nobody's search result.
    for (const path of ['/filtro-becas', '/mis-becas'])
      expect(listed.has(`${SITE_ORIGIN}${path}`), `${path} is private`).toBe(false)
  })

  it('the web manifest names the app in Spanish, with its icons', () => {
    const manifest = JSON.parse(builtFile('manifest.webmanifest'))
    expect(manifest).toMatchObject({
      name: 'Ya Sé Cómo',
      lang: 'es-MX',
      theme_color: '#5b3df5',
      display: 'standalone',
    })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ])
  })
})

describe('what a link shows when it is shared (Open Graph cards)', () => {
  const listed = pages.filter((built) => built.listed)
  const meta = (built: BuiltPage, key: string) =>
    built.document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
    ''
  const cardFile = (address: string) => path.join(CLIENT_DIR, new URL(address).pathname)

  it('every listed page names its own card, with its size, type, alt text and the large Twitter card', () => {
    const problems = problemsOn(listed, (built) => {
      const found: string[] = []
      const image = meta(built, 'og:image')
      if (image !== `${SITE_ORIGIN}${shareCardPath(built.path)}` && !built.path.startsWith('/herramientas/'))
        found.push(`og:image ${image}, not its own card ${shareCardPath(built.path)}`)
      if (meta(built, 'og:image:width') !== String(SHARE_CARD_WIDTH)) found.push('og:image:width')
      if (meta(built, 'og:image:height') !== String(SHARE_CARD_HEIGHT)) found.push('og:image:height')
      if (meta(built, 'og:image:type') !== 'image/jpeg') found.push('og:image:type')
      if (meta(built, 'og:image:alt').trim().length < 3) found.push('no og:image:alt')
      if (meta(built, 'twitter:card') !== 'summary_large_image') found.push('twitter:card')
      const type = built.path.startsWith('/guias/') ? 'article' : 'website'
      if (meta(built, 'og:type') !== type) found.push(`og:type ${meta(built, 'og:type')}, expected ${type}`)
      return found
    })
    expect(problems).toEqual([])
  })

  it('every card exists, is a 1200 × 630 JPEG or PNG of at most 150 KB, and no two pages share one', async () => {
    const cards = new Map<string, string>()
    const problems: string[] = []
    for (const built of listed) {
      const image = meta(built, 'og:image')
      const other = cards.get(image)
      if (other) problems.push(`${built.path}: shares its card with ${other}`)
      cards.set(image, built.path)
    }
    const contents = new Map<string, string>()
    for (const [image, pagePath] of cards) {
      const file = cardFile(image)
      const bytes = (() => {
        try {
          return readFileSync(file)
        } catch {
          return null
        }
      })()
      if (!bytes) {
        problems.push(`${pagePath}: its card ${image} is not in the build`)
        continue
      }
      const { format, width, height } = await sharp(bytes).metadata()
      if (!['jpeg', 'png'].includes(format ?? '')) problems.push(`${pagePath}: card is ${format}`)
      if (width !== SHARE_CARD_WIDTH || height !== SHARE_CARD_HEIGHT)
        problems.push(`${pagePath}: card is ${width} × ${height}`)
      if (bytes.length > SHARE_CARD_MAX_BYTES) problems.push(`${pagePath}: card is ${bytes.length} bytes`)
      // Two different pages drawn identically would look the same in a chat.
      const digest = createHash('sha256').update(bytes).digest('hex')
      const twin = contents.get(digest)
      if (twin) problems.push(`${pagePath}: its card is the same picture as ${twin}'s`)
      contents.set(digest, pagePath)
    }
    expect(cards.size).toBe(listed.length)
    expect(problems).toEqual([])
  })

  it('each colour of a template has its own card; the page without ?v= shows the first colour', () => {
    for (const template of loadTemplates()) {
      const built = page(`/herramientas/${template.slug}`)
      const first = template.variants[0]?.id
      expect(meta(built, 'og:image')).toBe(`${SITE_ORIGIN}${shareCardPath(built.path, first)}`)
      const pictures = template.variants.map((variant) => {
        const file = cardFile(`${SITE_ORIGIN}${shareCardPath(built.path, variant.id)}`)
        return createHash('sha256').update(readFileSync(file)).digest('hex')
      })
      expect(new Set(pictures).size, template.slug).toBe(template.variants.length)
    }
  })

  it('a link to another colour (?v=) has a page of its own naming that colour’s card and address', () => {
    const redirects = builtFile('_redirects').split('\n')
    const problems: string[] = []
    let colours = 0
    for (const template of loadTemplates()) {
      const pagePath = `/herramientas/${template.slug}`
      const base = page(pagePath)
      for (const variant of template.variants.slice(1)) {
        colours += 1
        const file = colourPageFile(pagePath, variant.id)
        const built = pages.find((candidate) => `/${candidate.file}` === file)
        if (!built) {
          problems.push(`${file} was not written`)
          continue
        }
        const address = `${SITE_ORIGIN}${pagePath}?v=${variant.id}`
        if (meta(built, 'og:image') !== `${SITE_ORIGIN}${shareCardPath(pagePath, variant.id)}`)
          problems.push(`${file}: og:image ${meta(built, 'og:image')}`)
        if (!meta(built, 'og:image:alt').includes(variant.label.toLowerCase()))
          problems.push(`${file}: og:image:alt does not name ${variant.label}`)
        if (built.document.querySelector('link[rel="canonical"]')?.getAttribute('href') !== address)
          problems.push(`${file}: canonical is not ${address}`)
        // The same page otherwise: its title and what a student reads.
        if (built.document.title !== base.document.title) problems.push(`${file}: another title`)
        if (textOf(built.document.querySelector('main')) !== textOf(base.document.querySelector('main')))
          problems.push(`${file}: its main differs from ${pagePath}'s`)
        if (!redirects.includes(`${pagePath}  v=${variant.id}  ${file}  200!`))
          problems.push(`_redirects does not serve ${file} for ?v=${variant.id}`)
      }
    }
    expect(colours).toBe(colourPages().length)
    expect(colours).toBeGreaterThan(0)
    expect(problems).toEqual([])
    // Nothing else is written there: no stray page of a colour a template no longer has.
    expect(pages.filter((built) => built.path.startsWith(`${COLOUR_PAGES_DIR}/`))).toHaveLength(colours)
  })
})
