import {
  animate,
  type FeatureBundle,
  LazyMotion,
  MotionConfig,
  m,
  useMotionValue,
  useReducedMotion,
} from 'framer-motion'
import { type ReactNode, useEffect } from 'react'

/*
 * framer-motion's side of the site's motion (decision 0010). Only lazily imported motion
 * modules — this file and the features' `*Motion.tsx` — import framer-motion, so no page's
 * first load carries any of it (tests/unit/motionImports.test.ts keeps it so).
 */

function once(load: () => Promise<{ default: FeatureBundle }>) {
  let loading: Promise<FeatureBundle> | undefined
  return () => {
    loading ??= load().then((module) => module.default)
    loading.catch(() => {
      loading = undefined // the next part asks again
    })
    return loading
  }
}

/** Enter and value animations: what every animated part but the carousel needs. */
export const animationFeatures = once(() => import('./motionFeatures/animation'))
/** The same plus drag, for the template carousel that follows the thumb. */
export const dragFeatures = once(() => import('./motionFeatures/drag'))

/** The features this module's own components draw with (motionPart waits for them). */
export const features = animationFeatures

/**
 * framer-motion's context for one animated element: its features, loaded on demand, and the
 * student's system setting (with reduced motion asked for after the page loaded, transforms
 * change at once). `strict` makes a full `motion` component here an error: parts use `m`.
 */
export function MotionScope({
  features = animationFeatures,
  children,
}: {
  features?: () => Promise<FeatureBundle>
  children: ReactNode
}) {
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}

/** Where an entering block starts: an offset in px and a scale; it always fades in too. */
export interface EnterFrom {
  x?: number
  y?: number
  scale?: number
}

export interface EnterProps {
  from: EnterFrom
  /** Seconds after mounting, for a second beat (the exam's verdict after its score). */
  delay?: number
  className?: string
  children: ReactNode
}

/** Quick and settled, a touch of bounce: how things arrive on this site. */
const ARRIVE = { type: 'spring', stiffness: 380, damping: 30 } as const

/**
 * A block that arrives when it mounts: from `from` and transparent, to its place.
 *
 * The values are animated as plain motion values, which framer-motion drives from its own frame
 * loop (requestAnimationFrame and performance.now) rather than handing them to the browser's
 * animation timeline: an entrance then follows the page's clock, so a controlled clock (a test's,
 * or a paused tab's) sees the same opacity at the same time on every run (issue 40, item 6).
 * With reduced motion asked for, the block is simply in place.
 */
export function Enter({ from, delay = 0, className, children }: EnterProps) {
  const reduced = useReducedMotion() === true
  const opacity = useMotionValue(reduced ? 1 : 0)
  const x = useMotionValue(reduced ? 0 : (from.x ?? 0))
  const y = useMotionValue(reduced ? 0 : (from.y ?? 0))
  const scale = useMotionValue(reduced ? 1 : (from.scale ?? 1))
  useEffect(() => {
    if (reduced) {
      opacity.jump(1)
      x.jump(0)
      y.jump(0)
      scale.jump(1)
      return
    }
    const moves = [
      animate(opacity, 1, { duration: 0.2, ease: 'easeOut', delay }),
      animate(x, 0, { ...ARRIVE, delay }),
      animate(y, 0, { ...ARRIVE, delay }),
      animate(scale, 1, { ...ARRIVE, delay }),
    ]
    return () => {
      for (const move of moves) move.stop()
    }
  }, [reduced, delay, opacity, x, y, scale])
  return (
    <MotionScope>
      <m.div className={className} style={{ opacity, x, y, scale }}>
        {children}
      </m.div>
    </MotionScope>
  )
}
