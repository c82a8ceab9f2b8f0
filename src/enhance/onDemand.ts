/**
 * Loads the chunk that defines a custom element as soon as the page has one: right away
 * when the pre-rendered HTML has it, or later when the app renders one after a client-side
 * navigation. The React app itself then never imports these chunks (no second copy, no
 * preload helper in every page's script).
 */
export function defineOnDemand(selector: string, load: () => Promise<unknown>, doc: Document = document) {
  const present = () => doc.querySelector(selector) !== null
  if (present()) {
    void load()
    return
  }
  const observer = new MutationObserver(() => {
    if (!present()) return
    observer.disconnect()
    void load()
  })
  observer.observe(doc.documentElement, { childList: true, subtree: true })
}
