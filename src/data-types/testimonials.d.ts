/** Type of the virtual module virtual:data/testimonials (served by scripts/dataModules.ts). */
import type { Testimonial } from '../../data/testimonials.schema'

declare const testimonials: Testimonial[]
export default testimonials
