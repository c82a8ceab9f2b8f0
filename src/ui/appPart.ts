import { type RefObject, useLayoutEffect, useRef } from 'react'
import {
  type InputKind,
  KEEPS_ATTRIBUTE,
  PART_ATTRIBUTE,
  PART_READY_EVENT,
  READY_ATTRIBUTE,
} from '../enhance/pageContract'

/**
 * Declares an interactive part of the page (the page/app contract, src/enhance/pageContract.ts):
 * spread the result on the part's root element. The pre-rendered HTML then tells the page's
 * loader that this region needs the app and which early input it keeps; once React has
 * hydrated the part (its layout effect: handlers are live), the part says it is ready and
 * the loader replays what it held for it.
 *
 * Call it after the part's own `useEarlyValue`/`useEarlyChecked` hooks: layout effects run
 * in order, so the values typed early are applied before held taps are replayed.
 */
export function useAppPart<T extends HTMLElement>(name: string, keeps: readonly InputKind[]) {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    const part = ref.current
    if (!part) return
    part.setAttribute(READY_ATTRIBUTE, '')
    part.dispatchEvent(new Event(PART_READY_EVENT, { bubbles: true }))
  }, [])
  return { ref, [PART_ATTRIBUTE]: name, [KEEPS_ATTRIBUTE]: keeps.join(' ') }
}

type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Applies what the student typed or chose in a field before the app ran. The browser keeps
 * it in the field and React hydrates around it without reporting it, so when the field
 * mounts, a value that differs from the rendered one is the student's and goes to `apply`.
 */
export function useEarlyValue<T extends ValueField>(
  rendered: string,
  apply: (value: string) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was there at hydration
  useLayoutEffect(() => {
    const field = ref.current
    if (field && field.value !== rendered) apply(field.value)
  }, [])
  return ref
}

/**
 * The same for a checkbox or a radio: a box ticked (or unticked) before the app ran, or a
 * radio chosen (a radio that lost its tick to another says nothing: the other one speaks).
 */
export function useEarlyChecked(
  rendered: boolean,
  apply: (checked: boolean) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was there at hydration
  useLayoutEffect(() => {
    const box = ref.current
    if (!box || box.checked === rendered) return
    if (box.type === 'radio' && !box.checked) return
    apply(box.checked)
  }, [])
  return ref
}
