import { useState, useSyncExternalStore } from 'react'
import { prefersReducedMotion } from './motion'

/** What a motion module (a lazily imported `*Motion.tsx`) exports besides its components. */
export interface MotionModule {
  /** Loads the framer-motion features its components draw with (see motionKit.tsx). */
  features: () => Promise<unknown>
}

/**
 * A part's motion, drawn by framer-motion, which no page loads first (decision 0010). The
 * part renders its plain elements — the pre-rendered HTML — and asks for its motion module
 * once it is on screen (hydrated, or mounted by the app); the module counts as here when it
 * and the features it draws with have arrived, so an animated element never waits for code
 * that may not come. With reduced motion asked for, nothing is loaded and nothing moves.
 */
export interface MotionPart<T extends MotionModule> {
  subscribe: (listener: () => void) => () => void
  current: () => T | null
}

/**
 * Runs `start` once the student has acted on the page (a tap, a key): at once on pages whose
 * app a tap started, later on the few whose app starts by itself after the first paint
 * (/quiz-becas), so a visit that only looks loads no motion and the first paint's main
 * thread is left alone. Without the User Activation API, at once.
 */
function afterFirstAct(start: () => void) {
  if (navigator.userActivation?.hasBeenActive ?? true) {
    start()
    return
  }
  const controller = new AbortController()
  const act = () => {
    controller.abort()
    start()
  }
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, act, { capture: true, passive: true, signal: controller.signal })
  }
}

export function motionPart<T extends MotionModule>(load: () => Promise<T>): MotionPart<T> {
  let loaded: T | null = null
  let asked = false
  const listeners = new Set<() => void>()
  const ask = () => {
    if (asked || prefersReducedMotion()) return
    asked = true
    afterFirstAct(() => {
      load()
        .then(async (module) => {
          await module.features()
          loaded = module
          for (const listener of listeners) listener()
        })
        .catch(() => {
          asked = false // a failed load leaves the part still; the next part to mount asks again
        })
    })
  }
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      ask()
      return () => listeners.delete(listener)
    },
    current: () => loaded,
  }
}

const nothingYet = () => null

/**
 * The part's motion module, or null: always null while hydrating (the first render equals
 * the HTML), then the module as soon as it is here. An element that changes from plain to
 * animated is a new element (React remounts it), so use this only where that is harmless.
 */
export function useMotionPart<T extends MotionModule>(part: MotionPart<T>): T | null {
  return useSyncExternalStore(part.subscribe, part.current, nothingYet)
}

/**
 * The module as it was when the calling component mounted: an element already on screen
 * stays as it is (no remount, so focus and typed text stay), and the next one animates.
 */
export function useMotionPartFromMount<T extends MotionModule>(part: MotionPart<T>): T | null {
  const [atMount] = useState(useMotionPart(part))
  return atMount
}
