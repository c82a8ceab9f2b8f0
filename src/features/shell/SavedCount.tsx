import { SAVED_COUNT_TAG } from '../../enhance/pageContract'

const Tag = SAVED_COUNT_TAG

/** How many programmes «Mis becas» holds, beside its nav link (src/features/saved/savedCount.page.ts draws it). */
export function SavedCount() {
  return <Tag />
}
