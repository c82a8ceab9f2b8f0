import { PAGE_TAGS } from '../../enhance/pageContract'

const Tag = PAGE_TAGS.savedCount

/** How many programmes «Mis becas» holds, beside its nav link (src/features/saved/savedCount.page.ts draws it). */
export function SavedCount() {
  return <Tag />
}
