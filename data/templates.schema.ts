import * as v from 'valibot'
import { localAsset, nonEmptyText, parseDataFile, slug, uniqueField } from './parse.ts'
import raw from './templates.json' with { type: 'json' }

const VariantSchema = v.object({
  id: slug,
  label: nonEmptyText,
  img: localAsset,
  pdf: v.pipe(localAsset, v.endsWith('.pdf', 'must be a PDF')),
})

const TemplateSchema = v.pipe(
  v.object({
    id: slug,
    slug,
    titulo: nonEmptyText,
    descripcion: nonEmptyText,
    tags: v.array(nonEmptyText),
    imagen: localAsset,
    archivo: v.pipe(localAsset, v.endsWith('.pdf', 'must be a PDF')),
    variantes: v.optional(v.pipe(v.array(VariantSchema), v.minLength(1), uniqueField('id'))),
    paginas: v.pipe(v.number(), v.integer(), v.minValue(1)),
    tamMB: v.pipe(v.number(), v.minValue(0)),
    gratuito: v.boolean(),
    precio: v.optional(v.pipe(v.number(), v.minValue(0))),
  }),
  // The app sees camelCase English names; a product without variants gets one default
  // variant made from its own image and PDF (spec §3).
  v.transform((template) => ({
    id: template.id,
    slug: template.slug,
    title: template.titulo,
    description: template.descripcion,
    tags: template.tags,
    image: template.imagen,
    file: template.archivo,
    variants: template.variantes ?? [
      { id: 'unico', label: 'Único', img: template.imagen, pdf: template.archivo },
    ],
    pages: template.paginas,
    sizeMB: template.tamMB,
    free: template.gratuito,
    price: template.precio,
  })),
)

export const TemplatesSchema = v.pipe(
  v.array(TemplateSchema),
  v.minLength(1),
  uniqueField('id'),
  uniqueField('slug'),
)

export type Template = v.InferOutput<typeof TemplatesSchema>[number]
export type TemplateVariant = Template['variants'][number]

export const loadTemplates = (input: unknown = raw) =>
  parseDataFile('data/templates.json', TemplatesSchema, input)
