/**
 * The page/app contract, checked on every pre-rendered page (src/enhance/pageContract.ts): each
 * control that does nothing without the app sits in a part (`data-app-part`) that keeps the
 * kind of input the control takes, so the loader starts the app for it and keeps what the
 * student does before the app runs. A control left out would look alive and drop the first
 * tap; the build names it instead.
 */
import { Window } from 'happy-dom'
import {
  type InputKind,
  KEEPS_ATTRIBUTE,
  NATIVE_ATTRIBUTE,
  PART_ATTRIBUTE,
} from '../src/enhance/pageContract.ts'

const TEXT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'number', 'password', ''])

/** What the student does to `control` before the app runs; null for a control that works natively. */
function kindOf(control: Element): InputKind | null {
  const tag = control.tagName.toLowerCase()
  const type = (control.getAttribute('type') ?? '').toLowerCase()
  // A <form method="dialog"> closes its dialog natively; its buttons are taps.
  const inDialogForm = control.closest('form[method="dialog"]') !== null
  if (tag === 'form') return inDialogForm ? null : 'submit'
  if (tag === 'textarea') return 'text'
  if (tag === 'select') return 'choice'
  if (tag === 'input') {
    if (type === 'radio') return 'choice'
    if (type === 'checkbox') return 'tick'
    if (type === 'hidden') return null
    return TEXT_TYPES.has(type) ? 'text' : 'tap'
  }
  if (tag === 'button') {
    if (control.hasAttribute('popovertarget')) return null
    if (inDialogForm) return 'tap'
    return type === 'submit' || (type === '' && control.closest('form')) ? 'submit' : 'tap'
  }
  return 'tap' // [role=button]
}

const describe = (control: Element) => {
  const name =
    control.getAttribute('aria-label') ??
    control.getAttribute('name') ??
    control.getAttribute('placeholder') ??
    control.textContent?.trim().slice(0, 40) ??
    ''
  return `<${control.tagName.toLowerCase()}${control.className ? ` class="${control.className}"` : ''}>${name ? ` «${name}»` : ''}`
}

/** The contract problems of one page, each naming the page and the control; none when it keeps it. */
export function pageContractProblems(html: string, page: string): string[] {
  const window = new Window()
  try {
    const doc = new window.DOMParser().parseFromString(html, 'text/html')
    const problems: string[] = []
    const controls = doc.querySelectorAll('button, input, select, textarea, form, [role="button"]')
    for (const control of controls) {
      if (control.closest(`[${NATIVE_ATTRIBUTE}]`)) continue
      const kind = kindOf(control as unknown as Element)
      if (!kind) continue
      const part = control.closest(`[${PART_ATTRIBUTE}]`)
      const what = describe(control as unknown as Element)
      if (!part) {
        problems.push(`${page}: ${what} needs the app but is in no ${PART_ATTRIBUTE} region`)
        continue
      }
      const keeps = (part.getAttribute(KEEPS_ATTRIBUTE) ?? '').split(' ')
      if (!keeps.includes(kind)) {
        problems.push(
          `${page}: ${what} takes «${kind}» but its part «${part.getAttribute(PART_ATTRIBUTE)}» keeps only «${keeps.join(' ')}»`,
        )
      }
    }
    return problems
  } finally {
    void window.happyDOM.close()
  }
}
