/** Type of the virtual module virtual:data/faq (served by scripts/dataModules.ts). */
import type { FaqSection } from '../../data/faq.schema'

declare const faq: FaqSection[]
export default faq
