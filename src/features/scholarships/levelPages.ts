import summaries from 'virtual:data/scholarships-summaries'
import { pageCount } from '../../domain/pagination'
import { filterScholarships, SCHOLARSHIPS_PAGE_SIZE } from '../../domain/scholarshipSearch'
import { withScope } from '../../ui/scopedCatalogue'

/** How many catalogue pages a level fills, as its «Páginas» links count them (one at least). */
export const levelPageCount = (nivel: string) =>
  pageCount(filterScholarships(withScope(summaries), { q: '', nivel }).length, SCHOLARSHIPS_PAGE_SIZE)
