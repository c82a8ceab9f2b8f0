import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCommunities, MIN_GROUPS_PER_STATE } from '../../data/communities.schema'
import { loadCommunitySources } from '../../data/community-sources.schema'
import { states } from '../../data/states.schema'

const communities = loadCommunities()
const sources = loadCommunitySources()
const rawCommunities = () =>
  JSON.parse(readFileSync('data/communities.json', 'utf8')) as Record<string, string>[]
const linksOf = (community: (typeof communities)[number]) =>
  Object.values(community.links).filter((link): link is string => link !== undefined)

describe('communities in every state', () => {
  it.each(states.map((state) => [state]))('%s has at least three groups', (state) => {
    expect(communities.filter((community) => community.state === state).length).toBeGreaterThanOrEqual(
      MIN_GROUPS_PER_STATE,
    )
  })

  it('has 96 or more groups, each link a well-formed https URL with a proper host name', () => {
    expect(communities.length).toBeGreaterThanOrEqual(96)
    for (const link of communities.flatMap(linksOf)) {
      const url = new URL(link)
      expect(url.protocol, link).toBe('https:')
      expect(url.hostname, link).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      expect(link, link).not.toMatch(/\s/)
    }
  })

  it('has no duplicate group, nor two groups of one state with the same name and links', () => {
    const names = communities.map((community) => community.institution.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    const fingerprints = communities.map(
      (community) => `${community.state}|${linksOf(community).join('|')}|${community.institution}`,
    )
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
  })

  it('gives each state outside the original two its public university first, with its official home page', () => {
    for (const state of states.filter((name) => name !== 'Ciudad de México' && name !== 'Nuevo León')) {
      const first = communities.find((community) => community.state === state)
      expect(first?.category, state).toBe('Universidad')
      expect(first?.links.otros, state).toMatch(/^https:\/\/[^/]+\/$/)
    }
  })

  it('says where every link was seen; the links added in issue 45 were checked on 2026-11-28', () => {
    const byUrl = new Map(sources.map((source) => [source.url, source]))
    for (const community of communities)
      for (const link of linksOf(community)) {
        const source = byUrl.get(link)
        expect(source, `${community.institution}: ${link}`).toBeDefined()
        if (community.state !== 'Ciudad de México' && community.state !== 'Nuevo León')
          expect(source?.revisado, link).toBe('2026-11-28')
      }
  })

  it('rejects data that leaves a state with fewer than three groups, and names the state', () => {
    const raw = rawCommunities().filter(
      (row, index, rows) =>
        !(row.Estado === 'Jalisco' && rows.findIndex((r) => r.Estado === 'Jalisco') === index),
    )
    expect(() => loadCommunities(raw)).toThrow(/every state needs at least 3 groups; short: Jalisco/)
  })

  it('rejects a duplicate group and a link that is not a URL', () => {
    const duplicate = rawCommunities()
    duplicate.push({
      ...(duplicate.at(-1) as Record<string, string>),
      'Image URL': '/images/comunidades/otra.svg',
    })
    expect(() => loadCommunities(duplicate)).toThrow(/Institución/)
    const broken = rawCommunities()
    ;(broken.at(-1) as Record<string, string>).Otros = 'https://'
    expect(() => loadCommunities(broken)).toThrow(/field "Otros"/)
  })
})
