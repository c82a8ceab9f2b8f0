import { m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'
import { dragFeatures, MotionScope } from '../../ui/motionKit'

/** The features the strip draws with (motionPart waits for them). */
export const features = dragFeatures

/** How an image settles in place, and how the strip springs back: quick, with a little give. */
const SETTLE = { type: 'spring', stiffness: 420, damping: 40 } as const
/** How far the strip follows the thumb past the first or last image (a share of the pull). */
const END_GIVE = 0.2

/**
 * The carousel's strip under the thumb: it follows a horizontal drag and springs back when
 * let go. It only draws: whether the drag moved the carousel on (over 40 px) is decided by
 * `carouselMachine`, from the viewport's pointer events, as without motion.
 */
export function SwipeTrack({
  index,
  count,
  children,
}: {
  index: number
  count: number
  children: ReactNode
}) {
  const reduce = useReducedMotion()
  return (
    <MotionScope features={dragFeatures}>
      <m.ul
        className="carousel__track"
        drag={reduce ? false : 'x'}
        dragConstraints={{ left: 0, right: 0 }}
        dragElastic={{ left: index === count - 1 ? END_GIVE : 1, right: index === 0 ? END_GIVE : 1 }}
        dragMomentum={false}
        dragTransition={{ bounceStiffness: SETTLE.stiffness, bounceDamping: SETTLE.damping }}
      >
        {children}
      </m.ul>
    </MotionScope>
  )
}

/** An image's place on the strip, as the carousel renders it (ImageCarousel.tsx). */
export interface SlideAttributes {
  className: string
  'aria-roledescription': string
  'aria-label': string
  'data-active': boolean
}

/**
 * One image: the shown one sits in place, the others wait a width to its left or right, so
 * the image the machine shows next arrives from its side (from where the thumb pulled it,
 * or the side an arrow, dot or key points to).
 */
export function Slide({
  offset,
  attributes,
  children,
}: {
  /** Its position minus the shown image's. */
  offset: number
  attributes: SlideAttributes
  children: ReactNode
}) {
  return (
    <m.li {...attributes} initial={false} animate={{ x: `${Math.sign(offset) * 100}%` }} transition={SETTLE}>
      {children}
    </m.li>
  )
}
