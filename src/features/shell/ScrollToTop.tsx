import { NATIVE_ATTRIBUTE, SCROLL_TOP_ATTRIBUTE } from '../../enhance/pageContract'
import { Icon } from '../../ui/Icon'

/** Past this many pixels of scroll the "back to top" button appears (spec §9). */
export const SCROLL_TOP_THRESHOLD = 600

/**
 * Rendered hidden; src/features/shell/scrollToTop.page.ts shows it past the threshold and scrolls up
 * (`data-native`: the app loader leaves its taps alone, it never needs React).
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Volver arriba"
      {...{ [NATIVE_ATTRIBUTE]: '' }}
      {...{ [SCROLL_TOP_ATTRIBUTE]: SCROLL_TOP_THRESHOLD }}
      hidden
    >
      <Icon name="arrowUp" />
    </button>
  )
}
