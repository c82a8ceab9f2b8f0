import * as v from 'valibot'
import aboutRaw from './about.json' with { type: 'json' }
import {
  linkInText,
  nonEmptyText,
  paragraphBlock,
  parseDataFile,
  phraseLink,
  slug,
  uniqueField,
} from './parse.ts'
import privacyRaw from './privacy-policy.json' with { type: 'json' }
import termsRaw from './terms.json' with { type: 'json' }

/** A list item: a text, or a text with a phrase that links to a page of the site. */
const ListItemSchema = v.union([
  nonEmptyText,
  v.pipe(v.object({ text: nonEmptyText, link: phraseLink }), linkInText('text')),
])
export type ListItem = v.InferOutput<typeof ListItemSchema>

const BlockSchema = v.variant('type', [
  paragraphBlock,
  v.object({ type: v.literal('list'), items: v.pipe(v.array(ListItemSchema), v.minLength(1)) }),
])
export type TextBlock = v.InferOutput<typeof BlockSchema>

const isoDate = v.pipe(v.string(), v.isoDate('must be a date such as 2025-06-27'))

/** The privacy policy's sections, in the order the spec lists them (§2). */
export const privacySectionIds = [
  'responsable',
  'datos-que-recabamos',
  'uso',
  'seguridad',
  'cookies',
  'derechos',
  'conservacion',
  'cambios',
  'contacto',
] as const

export const PrivacyPolicySchema = v.object({
  updated: isoDate,
  intro: nonEmptyText,
  sections: v.pipe(
    v.array(
      v.object({ id: v.picklist(privacySectionIds), title: nonEmptyText, blocks: v.array(BlockSchema) }),
    ),
    v.check(
      (sections) => sections.map((section) => section.id).join() === privacySectionIds.join(),
      'sections must be, in order: responsable, datos-que-recabamos, uso, seguridad, cookies, derechos, conservacion, cambios, contacto',
    ),
  ),
})

export const TermsSchema = v.object({
  updated: isoDate,
  intro: nonEmptyText,
  sections: v.pipe(
    v.array(v.object({ number: v.number(), title: nonEmptyText, blocks: v.array(BlockSchema) })),
    v.length(15, 'the terms have fifteen numbered sections'),
    v.check(
      (sections) => sections.every((section, index) => section.number === index + 1),
      'sections are numbered 1 to 15',
    ),
  ),
  closingNote: nonEmptyText,
})

export const AboutSchema = v.object({
  intro: nonEmptyText,
  sections: v.pipe(
    v.array(
      v.object({ id: slug, title: nonEmptyText, paragraphs: v.pipe(v.array(nonEmptyText), v.minLength(1)) }),
    ),
    uniqueField('id'),
  ),
  values: v.array(v.object({ title: nonEmptyText, text: nonEmptyText })),
})

export type PrivacyPolicy = v.InferOutput<typeof PrivacyPolicySchema>
export type Terms = v.InferOutput<typeof TermsSchema>
export type About = v.InferOutput<typeof AboutSchema>

export const loadPrivacyPolicy = (input: unknown = privacyRaw) =>
  parseDataFile('data/privacy-policy.json', PrivacyPolicySchema, input)
export const loadTerms = (input: unknown = termsRaw) => parseDataFile('data/terms.json', TermsSchema, input)
export const loadAbout = (input: unknown = aboutRaw) => parseDataFile('data/about.json', AboutSchema, input)
