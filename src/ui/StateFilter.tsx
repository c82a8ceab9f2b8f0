import states from 'virtual:data/states'
import { lazy, Suspense } from 'react'
import { SEEN_ATTRIBUTE } from '../enhance/pageContract'
import { useEarlyValue } from './appPart'
import { useHydratedValue } from './useHydrated'

const HomeStateMemory = lazy(() => import('./HomeStateMemory'))

interface StateFilterProps {
  /** The state the page shows (`estado` in the URL), or undefined: every state. */
  estado: string | undefined
  onChange: (estado: string | undefined, replace: boolean) => void
}

/**
 * «Estado» on /becas and /becas/calendario: the 32 states, remembered on the device (the
 * line under it says so and offers to forget). In the HTML the line's place stands for what
 * the device holds, so the app starts when it comes into view.
 */
export function StateFilter({ estado, onChange }: StateFilterProps) {
  const choose = (value: string) => onChange(value || undefined, false)
  const select = useEarlyValue<HTMLSelectElement>(estado ?? '', choose)
  const hydrated = useHydratedValue(true, false)
  const placeholder = <div className="home-state" {...{ [SEEN_ATTRIBUTE]: '' }} />
  return (
    <>
      <label className="explorer__sort">
        Estado
        <select ref={select} value={estado ?? ''} onChange={(event) => choose(event.currentTarget.value)}>
          <option value="">Todos los estados</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </label>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <HomeStateMemory estado={estado} onChange={onChange} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  )
}
