import * as v from 'valibot'
import raw from './community-sources.json'
import { httpsUrl, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'

/**
 * Where each link of data/communities.json was seen, and when (decision 0045). A link
 * nobody has seen is not published: a test checks every community link has its line here.
 * `revisado` is the ISO day it was checked, or "-" for the original entries kept as they
 * came (Ciudad de México and Nuevo León), not re-checked yet.
 */
const CommunitySourceSchema = v.strictObject({
  url: httpsUrl,
  vistoEn: nonEmptyText,
  revisado: v.union([
    v.literal('-'),
    v.pipe(v.string(), v.isoDate('must be an ISO date such as 2026-11-28')),
  ]),
})

export const CommunitySourcesSchema = v.pipe(v.array(CommunitySourceSchema), uniqueField('url'))

export type CommunitySource = v.InferOutput<typeof CommunitySourceSchema>

export const loadCommunitySources = (input: unknown = raw): CommunitySource[] =>
  parseDataFile('data/community-sources.json', CommunitySourcesSchema, input)
