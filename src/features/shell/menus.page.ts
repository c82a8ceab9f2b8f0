/**
 * The header's menus are native popovers (Header.tsx): they open, close on Escape or an
 * outside tap and give focus back without this file. It adds what a popover cannot do alone:
 * the phone menu moves focus in, keeps Tab inside and locks the page behind it, any menu
 * closes when one of its links navigates inside the app (no page load closes it then), and a
 * header menu closes when keyboard focus moves on past it (WCAG 2.4.11: an open list left
 * behind would cover what is focused next).
 */
const FOCUSABLE = 'a[href], button:not([disabled])'

/** Returns a function that removes what it added (tests set it up more than once). */
export function setUpMenus(doc: Document = document): () => void {
  const controller = new AbortController()
  const { signal } = controller
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('[popover] a[href]')
      // Hiding a popover that is not showing does nothing.
      link?.closest<HTMLElement>('[popover]')?.hidePopover()
    },
    { signal },
  )
  // Open header menus, from their toggle events (a popover says when it opens and closes).
  const open = new Set<HTMLElement>()
  for (const menu of doc.querySelectorAll<HTMLElement>('[popover]:not([role="dialog"])')) {
    menu.addEventListener(
      'toggle',
      (event) => {
        if ((event as ToggleEvent).newState === 'open') open.add(menu)
        else open.delete(menu)
      },
      { signal },
    )
  }
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as Node
      for (const menu of open) {
        const opener = doc.querySelector(`[popovertarget="${menu.id}"]`)
        if (!menu.contains(target) && !opener?.contains(target)) menu.hidePopover()
      }
    },
    { signal },
  )

  for (const dialog of doc.querySelectorAll<HTMLElement>('[popover][role="dialog"]')) {
    dialog.addEventListener(
      'toggle',
      (event) => {
        const open = (event as ToggleEvent).newState === 'open'
        doc.body.classList.toggle('is-scroll-locked', open)
        if (open) dialog.querySelector<HTMLElement>('[popovertargetaction="hide"]')?.focus()
      },
      { signal },
    )
    dialog.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab') return
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (event.shiftKey && doc.activeElement === first) {
          event.preventDefault()
          last?.focus()
        } else if (!event.shiftKey && doc.activeElement === last) {
          event.preventDefault()
          first?.focus()
        }
      },
      { signal },
    )
  }
  return () => controller.abort()
}
