import { type ReactNode, useState } from 'react'
import type { EnterFrom } from './motionKit'
import { motionPart, useMotionPartFromMount } from './motionPart'

const kit = motionPart(() => import('./motionKit'))

/**
 * A block that arrives with a spring when it mounts (a quiz step, an option, a module's
 * section, an exam's result) once the motion kit is here; before, and with reduced motion,
 * the same `div`, still. A block already on screen when the kit arrives stays still, and so
 * does one mounted `still`: what a page shows when it opens (hydrated or rendered by the app)
 * is simply there; only what the student's answers and taps bring arrives.
 */
export function Entering({
  from,
  delay,
  still = false,
  className,
  children,
}: {
  from: EnterFrom
  delay?: number
  still?: boolean
  className?: string
  children: ReactNode
}) {
  const motion = useMotionPartFromMount(kit)
  const [arrives] = useState(!still)
  if (!motion || !arrives) return <div className={className}>{children}</div>
  return (
    <motion.Enter from={from} delay={delay} className={className}>
      {children}
    </motion.Enter>
  )
}
