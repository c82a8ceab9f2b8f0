import summaries from 'virtual:data/scholarships-summaries'
import { levelPageCount as pagesOf } from '../../domain/scholarshipSearch'

/** How many catalogue pages a level fills, as its «Páginas» links count them (one at least). */
export const levelPageCount = (nivel: string) => pagesOf(summaries, nivel)
