import * as v from 'valibot'
import { localAsset, nonEmptyText, parseDataFile, slug, uniqueField } from './parse.ts'
import raw from './templates.json' with { type: 'json' }

const pdfFile = v.pipe(localAsset, v.endsWith('.pdf', 'must be a PDF'))

/**
 * One colour: its preview, its PDF in A4 (`pdf`, the spec's field) and in carta, and — for a
 * fillable document — the printable blank in both sizes.
 */
const VariantSchema = v.pipe(
  v.object({
    id: slug,
    label: nonEmptyText,
    img: localAsset,
    pdf: pdfFile,
    pdfCarta: pdfFile,
    pdfEnBlanco: v.optional(pdfFile),
    pdfCartaEnBlanco: v.optional(pdfFile),
  }),
  v.check(
    (variant) => (variant.pdfEnBlanco === undefined) === (variant.pdfCartaEnBlanco === undefined),
    'pdfEnBlanco and pdfCartaEnBlanco go together: give both or neither',
  ),
  v.transform(({ pdfEnBlanco, pdfCartaEnBlanco, ...variant }) => ({
    ...variant,
    blank: pdfEnBlanco && pdfCartaEnBlanco ? { a4: pdfEnBlanco, carta: pdfCartaEnBlanco } : undefined,
  })),
)

const TemplateSchema = v.pipe(
  v.object({
    id: slug,
    slug,
    titulo: nonEmptyText,
    descripcion: nonEmptyText,
    tags: v.array(nonEmptyText),
    imagen: localAsset,
    archivo: pdfFile,
    archivoCarta: pdfFile,
    /** Its PDFs have form fields a student fills in on the phone (each variant has a blank too). */
    rellenable: v.optional(v.boolean(), false),
    /** The guide (data/articles.json id) that explains how to write this document. */
    guia: v.optional(slug),
    variantes: v.optional(v.pipe(v.array(VariantSchema), v.minLength(1), uniqueField('id'))),
    paginas: v.pipe(v.number(), v.integer(), v.minValue(1)),
    tamMB: v.pipe(v.number(), v.minValue(0)),
    gratuito: v.boolean(),
    precio: v.optional(v.pipe(v.number(), v.minValue(0))),
  }),
  v.check(
    (template) =>
      !template.rellenable || (template.variantes ?? []).every((variant) => variant.blank !== undefined),
    'a fillable template needs variants, each with its printable blank',
  ),
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
    fileCarta: template.archivoCarta,
    fillable: template.rellenable,
    guide: template.guia,
    variants: template.variantes ?? [
      {
        id: 'unico',
        label: 'Único',
        img: template.imagen,
        pdf: template.archivo,
        pdfCarta: template.archivoCarta,
        blank: undefined,
      },
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
