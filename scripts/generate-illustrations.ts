/**
 * Draws the site's illustrations as small SVG files from data/: testimonial avatars,
 * scholarship category images, guide and course art. Run `npm run generate:illustrations`
 * after adding records; the files are committed in public/images/ and a test checks that
 * every image the data names exists.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { loadArticleCategories } from '../data/article-categories.schema.ts'
import { loadArticles } from '../data/articles.schema.ts'
import { loadCommunities } from '../data/communities.schema.ts'
import { loadCourses } from '../data/courses.schema.ts'
import { scholarshipReference } from '../data/scholarship-reference.schema.ts'
import { testimonials } from '../data/testimonials.schema.ts'
import { avatarSvg } from './illustrations/avatar.ts'
import { badgeSvg } from './illustrations/badge.ts'
import { type MotifName, palettes, sceneSvg } from './illustrations/motifs.ts'
import { scholarshipCategorySvg } from './illustrations/scholarshipCategory.ts'

async function write(publicPath: string, svg: string) {
  const file = path.join('public', publicPath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, svg)
}

for (const testimonial of testimonials)
  await write(testimonial.avatar, avatarSvg(testimonial.author, testimonial.color))
console.log(`${testimonials.length} avatars`)

for (const category of scholarshipReference.categories)
  await write(category.image, scholarshipCategorySvg(category.key))
console.log(`${scholarshipReference.categories.length} scholarship category images`)

// Guides: one scene per article and per category, and the learning centre's cover.
const articleMotifs: Record<string, MotifName> = {
  'historia-del-dinero': 'cacao',
  'como-elegir-carrera': 'compass',
  'decorar-tu-cuarto-con-poco-dinero': 'lamp',
  'vivir-con-roomies': 'sofa',
  'vivir-solo-por-primera-vez': 'key',
  'tu-primera-despensa': 'cart',
  'salud-mental-en-la-universidad': 'brain',
  'sobrevivir-con-100-pesos': 'coins',
  'tu-primer-presupuesto-por-quincena': 'calendar',
  'sobrevivir-al-primer-semestre': 'backpack',
  'documentos-para-una-beca': 'documents',
  'como-hacer-tu-primer-cv': 'trophy',
  'como-escribir-tu-carta-de-motivacion': 'chat',
}
const articles = loadArticles()
for (const [index, article] of articles.entries()) {
  const [background, accent] = palettes[index % palettes.length] as [string, string]
  await write(
    article.img,
    sceneSvg({
      width: 800,
      height: 450,
      background,
      accent,
      motif: articleMotifs[article.id] ?? 'book',
      scale: 1.3,
    }),
  )
}
const categoryMotifs: Record<string, MotifName> = {
  'finanzas-personales': 'wallet',
  'lana-supervivencia': 'chat',
  'gestion-del-hogar': 'home',
  'relaciones-interpersonales': 'people',
  'tiempo-libre-e-bienestar': 'leaf',
}
const categories = loadArticleCategories()
for (const [index, category] of categories.entries()) {
  const [background, accent] = palettes[(index + 2) % palettes.length] as [string, string]
  await write(
    category.img,
    sceneSvg({
      width: 480,
      height: 320,
      background,
      accent,
      motif: categoryMotifs[category.slug] ?? 'book',
      scale: 1.2,
    }),
  )
}
await write(
  '/images/guias/portada.svg',
  sceneSvg({ width: 1200, height: 400, background: '#e3e0ff', accent: '#ffc2a6', motif: 'book', scale: 0.9 }),
)
console.log(`${articles.length} article, ${categories.length} category images and the guides cover`)

// Courses: a banner per course and per module, motifs by topic.
const moduleMotifs: Record<string, MotifName[]> = {
  'finanzas-personales': ['wallet', 'calendar', 'coins', 'phone', 'shield', 'chart', 'trophy'],
  'cripto-blockchain': ['cacao', 'chain', 'coins', 'key', 'phone', 'shield', 'book', 'chat', 'trophy'],
}
const courseMotifs: Record<string, MotifName> = {
  'finanzas-personales': 'wallet',
  'cripto-blockchain': 'chain',
}
for (const [courseIndex, course] of loadCourses().entries()) {
  const [background, accent] = palettes[(courseIndex * 3) % palettes.length] as [string, string]
  await write(
    course.bannerUrl,
    sceneSvg({
      width: 960,
      height: 400,
      background,
      accent,
      motif: courseMotifs[course.id] ?? 'book',
      scale: 1.1,
    }),
  )
  for (const [index, module] of course.modules.entries()) {
    const [bg, ac] = palettes[(index + courseIndex) % palettes.length] as [string, string]
    const motif = moduleMotifs[course.id]?.[index] ?? 'book'
    await write(
      `/images/cursos/${course.id}/${module.id}.svg`,
      sceneSvg({ width: 960, height: 320, background: bg, accent: ac, motif }),
    )
  }
}
console.log('course and module banners')

// Communities: a badge per group with its short name.
const communities = loadCommunities()
for (const [index, community] of communities.entries()) {
  await write(community.image, badgeSvg(community.institution, community.category, index))
}
console.log(`${communities.length} community badges`)
