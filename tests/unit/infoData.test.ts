import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCommunities } from '../../data/communities.schema'
import { loadFaq } from '../../data/faq.schema'
import { loadAbout, loadPrivacyPolicy, loadTerms, privacySectionIds } from '../../data/legal.schema'

const communities = loadCommunities()

describe('communities', () => {
  it('covers Ciudad de México and Nuevo León with more than 6 groups each', () => {
    expect(communities.filter((community) => community.state === 'Ciudad de México').length).toBeGreaterThan(
      6,
    )
    expect(communities.filter((community) => community.state === 'Nuevo León').length).toBeGreaterThan(6)
  })

  it('turns "-" into no link at all', () => {
    const unam = communities.find((community) => community.institution === 'UNAM — Facultad de Ingeniería')
    expect(unam?.links.vivienda).toBeUndefined()
    expect(unam?.links.becas).toMatch(/^https:\/\//)
    expect(communities.some((community) => community.links.vivienda)).toBe(true)
  })

  it('rejects a link that is neither https nor "-"', () => {
    const raw = JSON.parse(readFileSync('data/communities.json', 'utf8'))
    raw[2].Books = 'http://biblioteca.ejemplo.mx'
    expect(() => loadCommunities(raw)).toThrow(/data\/communities.json: record 2 \(id ".+"\), field "Books"/)
  })
})

describe('information pages', () => {
  it('has five FAQ sections with the five colours', () => {
    const faq = loadFaq()
    expect(faq).toHaveLength(5)
    expect(new Set(faq.map((section) => section.color)).size).toBe(5)
    const answers = JSON.stringify(faq)
    for (const fact of ['MXN', 'USD', '18', 'gratis']) expect(answers).toContain(fact)
  })

  it('an FAQ answer links the pages it names, never prints their paths', () => {
    const answers = loadFaq().flatMap((section) => section.items)
    expect(answers.find((item) => item.link?.to === '/mi-lana')?.link?.text).toBe('Mi lana')
    const raw = JSON.parse(readFileSync('data/faq.json', 'utf8'))
    const printed = structuredClone(raw)
    printed[0].items[0].answer = 'Anota tus gastos en «Mi lana» (/mi-lana).'
    expect(() => loadFaq(printed)).toThrow(/link the page with `link` instead of printing its path/)
    const misplaced = structuredClone(raw)
    misplaced[0].items[0].link = { text: 'una frase que no está', to: '/contacto' }
    expect(() => loadFaq(misplaced)).toThrow(/the link text must be a phrase of its answer/)
  })

  it('dates the privacy policy and the terms 27 June 2025', () => {
    expect(loadPrivacyPolicy().updated).toBe('2025-06-27')
    expect(loadTerms().updated).toBe('2025-06-27')
  })

  it('orders the privacy sections as the spec lists them', () => {
    expect(loadPrivacyPolicy().sections.map((section) => section.id)).toEqual([...privacySectionIds])
  })

  it('numbers fifteen terms and closes with a legal note', () => {
    const terms = loadTerms()
    expect(terms.sections.map((section) => section.number)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    )
    expect(terms.closingNote.length).toBeGreaterThan(50)
    expect(JSON.stringify(terms)).toMatch(/18 años/)
  })

  it('tells who we are, the mission and the vision', () => {
    expect(loadAbout().sections.map((section) => section.id)).toEqual(['quienes-somos', 'mision', 'vision'])
  })

  it('rejects terms that are not numbered 1 to 15', () => {
    const raw = JSON.parse(readFileSync('data/terms.json', 'utf8'))
    raw.sections.pop()
    expect(() => loadTerms(raw)).toThrow(
      /data\/terms.json: field "sections": the terms have fifteen numbered sections/,
    )
  })
})
