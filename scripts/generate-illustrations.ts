/**
 * Draws the site's illustrations as small SVG files from data/: testimonial avatars,
 * scholarship category images, guide and course art. Run `npm run generate:illustrations`
 * after adding records; the files are committed in public/images/ and a test checks that
 * every image the data names exists.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { scholarshipReference } from '../data/scholarship-reference.schema.ts'
import { testimonials } from '../data/testimonials.schema.ts'
import { avatarSvg } from './illustrations/avatar.ts'
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
