import { PROGRAMME_INDEX_ATTRIBUTE, PROGRAMME_NAME_ATTRIBUTE, SAVE_TOGGLE_TAG } from '../enhance/pageContract'

const Tag = SAVE_TOGGLE_TAG

/**
 * «Guardar» for one programme: a `<save-toggle>` custom element (features/saved/saveToggle.page.ts, no React)
 * that shows a toggle button once the list on the device has been read. The page script
 * loads its definition as soon as one is on the page, also after a client-side navigation.
 */
export function SaveToggle({
  index,
  name,
  block = false,
  compact = false,
}: {
  index: number
  name: string
  block?: boolean
  compact?: boolean
}) {
  return (
    <Tag
      class={`${SAVE_TOGGLE_TAG}${block ? ' save-toggle--block' : ''}${compact ? ' save-toggle--compact' : ''}`}
      {...{ [PROGRAMME_INDEX_ATTRIBUTE]: index, [PROGRAMME_NAME_ATTRIBUTE]: name }}
    />
  )
}
