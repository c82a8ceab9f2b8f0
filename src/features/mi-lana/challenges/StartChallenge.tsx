import { useId, useState } from 'react'
import {
  CHALLENGE_KINDS,
  CHALLENGE_RULES,
  type ChallengeKind,
  challengeTotal,
} from '../../../domain/lana/challenges'
import { formatMoney } from '../../../domain/money'
import { useAppPart, useEarlyChecked, useEarlyValue } from '../../../ui/appPart'
import { describedBy, Field, FieldError } from '../shared/Fields'
import { useSendWhenReady } from '../shared/sendWhenReady'

const HOW: Record<ChallengeKind, string> = {
  '52-semanas':
    'Guarda $10 la primera semana, $20 la segunda y así, $10 más cada semana, hasta $520 en la última.',
  '52-semanas-inverso':
    'Empieza con $520 y guarda $10 menos cada semana. Si empiezas en enero, lo más ligero cae en diciembre, cuando hay más gastos.',
  'reto-100':
    'Cien casillas de $1 a $100: cada vez que puedas, guarda el monto de una casilla y márcala, en el orden que quieras.',
}

/** The heading «Deshacer»-less screens send focus to after a challenge is removed. */
export const START_HEADING_ID = 'empezar-reto'

/** One choice of challenge; what was chosen before the app ran is applied on arrival. */
function KindOption({
  option,
  name,
  checked,
  onChoose,
}: {
  option: ChallengeKind
  name: string
  checked: boolean
  onChoose: () => void
}) {
  const ref = useEarlyChecked(checked, (ticked) => ticked && onChoose())
  return (
    <label className="lana-kind">
      <input ref={ref} type="radio" name={name} value={option} checked={checked} onChange={onChoose} />
      <span className="lana-kind__text">
        <span className="lana-kind__title">
          {CHALLENGE_RULES[option].title} · {formatMoney(challengeTotal(option))}
        </span>
        <span className="lana-kind__how">{HOW[option]}</span>
      </span>
    </label>
  )
}

/**
 * «Empezar un reto», at the top of /mi-lana/reto: which one and from what day (today unless
 * changed). Pre-rendered under the page/app contract: a choice and «Empezar reto» made before
 * the app runs are kept and sent once the device has been read.
 */
export function StartChallenge({
  ready,
  first,
  today,
  errors,
  onStart,
}: {
  /** The device has been read. */
  ready: boolean
  /** No challenge yet (the heading invites to the first one). */
  first: boolean
  /** yyyy-mm-dd; empty until the device has been read. */
  today: string
  errors: Partial<Record<string, string>>
  /** Starts the challenge; returns the wrong fields' messages (none: it was kept). */
  onStart: (kind: ChallengeKind, start: string) => Partial<Record<string, string>>
}) {
  const id = useId()
  const [kind, setKind] = useState<ChallengeKind>('52-semanas')
  const [start, setStart] = useState('')
  const startRef = useEarlyValue<HTMLInputElement>(start, setStart)
  const part = useAppPart<HTMLFormElement>('start-challenge', ['choice', 'text', 'tap', 'submit'])
  const early = useSendWhenReady(
    ready,
    ({ kind: chosen, start: from }: { kind: ChallengeKind; start: string }) => {
      const wrong = onStart(chosen, from || today)
      if (wrong.start) document.getElementById(`${id}-start`)?.focus()
      if (Object.keys(wrong).length === 0) setStart('')
    },
  )
  return (
    <section className="card lana-start no-print" aria-labelledby={START_HEADING_ID}>
      <h2 id={START_HEADING_ID} tabIndex={-1}>
        {first ? 'Empieza tu primer reto' : 'Empezar otro reto'}
      </h2>
      <form
        className="needs-js"
        noValidate
        {...part}
        onSubmit={(event) => {
          event.preventDefault()
          early.submit({ kind, start })
        }}
      >
        <fieldset className="lana-kinds">
          <legend className="field__label">¿Cuál reto?</legend>
          {CHALLENGE_KINDS.map((option) => (
            <KindOption
              key={option}
              option={option}
              name={`${id}-kind`}
              checked={kind === option}
              onChoose={() => setKind(option)}
            />
          ))}
          <FieldError id={`${id}-kind-error`} message={errors.kind} />
        </fieldset>
        <Field id={`${id}-start`} label="¿Desde cuándo?" error={errors.start} className="lana-start__date">
          <input
            ref={startRef}
            id={`${id}-start`}
            className="field__input"
            type="date"
            value={start || today}
            onChange={(event) => setStart(event.target.value)}
            {...describedBy(`${id}-start`, errors.start)}
          />
        </Field>
        <button type="submit" className="button button--primary">
          Empezar reto
        </button>
        <p className="lana-quick__waiting" role="status">
          {early.waiting ? 'Lo empezamos en cuanto se abran tus retos…' : ''}
        </p>
      </form>
    </section>
  )
}
