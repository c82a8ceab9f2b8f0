import { useId } from 'react'
import type { ChallengesContext, ChallengesEvent } from '../../../../machines/challengesMachine'
import { spanishDayMonth, spanishLongDate } from '../../../domain/callStatus'
import {
  CHALLENGE_RULES,
  type Challenge,
  challengeProgress,
  challengeTotal,
  deposits,
} from '../../../domain/lana/challenges'
import { type Centavos, formatMoney } from '../../../domain/money'
import { StorageNotices } from '../../../ui/StorageNotices'
import { focusSoon } from '../shared/LanaFrame'
import { START_HEADING_ID } from './StartChallenge'

interface BoardProps {
  context: ChallengesContext
  /** A restart or a removal waits for a yes. */
  confirming: boolean
  send: (event: ChallengesEvent) => void
  say: (text: string) => void
}

/** «$10», «$1,000»: a challenge's deposits are whole pesos (no locale formatter per tile). */
const pesos = (amount: Centavos) => formatMoney(amount).replace(/\.00$/, '')

const headingId = (challenge: Challenge) => `reto-${challenge.id}`

/** Where the challenge stands today, in a few facts. */
function Facts({ challenge, today }: { challenge: Challenge; today: string }) {
  const progress = challengeProgress(challenge, today)
  const { weekly, count } = CHALLENGE_RULES[challenge.kind]
  const week =
    progress.week === null
      ? null
      : progress.week === 0
        ? `Empieza el ${spanishDayMonth(challenge.start)}`
        : progress.week > count
          ? `Ya pasaron las ${count} semanas`
          : `${progress.week} de ${count}`
  return (
    <>
      <svg className="lana-bar__track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
        <rect className="lana-bar__fill" width={(progress.saved / progress.total) * 100} height="10" />
      </svg>
      <dl className="lana-facts">
        <div>
          <dt>Llevas ahorrado</dt>
          <dd>{formatMoney(progress.saved)}</dd>
        </div>
        <div>
          <dt>Te falta</dt>
          <dd>{formatMoney(progress.left)}</dd>
        </div>
        {week && (
          <div>
            <dt>Semana</dt>
            <dd>{week}</dd>
          </div>
        )}
        {weekly && progress.next && (
          <div>
            <dt>Próximo depósito</dt>
            <dd>
              {formatMoney(progress.next.amount)}, semana {progress.next.n}
              {progress.next.date && progress.next.date > today
                ? ` (desde el ${spanishDayMonth(progress.next.date)})`
                : ''}
            </dd>
          </div>
        )}
      </dl>
      {progress.done ? (
        <p className="lana-challenge__done">¡Lo lograste! Juntaste {formatMoney(progress.total)}.</p>
      ) : (
        progress.behind > 0 && (
          <p className="lana-challenge__behind">
            {progress.behind === 1
              ? 'Tienes 1 semana sin marcar de las que ya empezaron.'
              : `Tienes ${progress.behind} semanas sin marcar de las que ya empezaron.`}
          </p>
        )
      )}
    </>
  )
}

/** The deposits as boxes to tick: a week each, or the 100 amounts in a grid. */
function Deposits({ challenge, send }: { challenge: Challenge; send: BoardProps['send'] }) {
  const { weekly } = CHALLENGE_RULES[challenge.kind]
  const ticked = new Set(challenge.ticked)
  return (
    <fieldset className={`lana-deposits${weekly ? '' : ' lana-deposits--grid'}`}>
      <legend className="lana-deposits__legend">
        {weekly ? 'Marca cada semana que guardes' : 'Marca cada casilla que guardes'}
      </legend>
      <ul className="lana-deposits__list">
        {deposits(challenge.kind).map(({ n, amount }) => (
          <li key={n}>
            <label className="lana-deposit">
              <input
                type="checkbox"
                checked={ticked.has(n)}
                onChange={(event) =>
                  send({ type: 'deposit.tick', id: challenge.id, n, done: event.target.checked })
                }
              />
              <span className="lana-deposit__text">
                {weekly && (
                  <>
                    <span className="lana-deposit__week" aria-hidden="true">
                      S{n}
                    </span>
                    <span className="visually-hidden">Semana {n}:</span>{' '}
                  </>
                )}
                {pesos(amount)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

function ChallengeCard({ challenge, props }: { challenge: Challenge; props: BoardProps }) {
  const id = useId()
  const { context, send, confirming, say } = props
  const { title } = CHALLENGE_RULES[challenge.kind]
  const asked = confirming && context.confirming?.id === challenge.id ? context.confirming.action : null
  const count = challenge.ticked.length
  const deposited = count === 1 ? 'tu depósito marcado' : `tus ${count} depósitos marcados`
  const answer = (yes: boolean) => {
    send({ type: yes ? 'confirm.yes' : 'confirm.no' })
    if (!yes) focusSoon(`${id}-${asked}`)
    else if (asked === 'restart') {
      say(`Listo: «${title}» empieza de nuevo hoy.`)
      focusSoon(headingId(challenge))
    } else {
      say(`Quitamos el reto «${title}».`)
      focusSoon(START_HEADING_ID)
    }
  }
  return (
    <article className="card lana-challenge" aria-labelledby={headingId(challenge)}>
      <h2 id={headingId(challenge)} className="lana-challenge__title" tabIndex={-1}>
        {title}
      </h2>
      <p className="lana-challenge__since">
        {CHALLENGE_RULES[challenge.kind].weekly ? 'Semana 1 desde el ' : 'Lo empezaste el '}
        {spanishLongDate(challenge.start)} · meta {formatMoney(challengeTotal(challenge.kind))}
      </p>
      <Facts challenge={challenge} today={context.today} />
      <Deposits challenge={challenge} send={send} />
      {asked ? (
        <div className="lana-confirm">
          <p id={`${id}-question`} className="lana-confirm__question">
            {asked === 'restart'
              ? `¿Empezar «${title}» de nuevo? Se desmarca${count === 1 ? '' : 'n'} ${count === 0 ? 'tus depósitos' : deposited} y la semana 1 empieza hoy.`
              : `¿Quitar el reto «${title}»? Se borra${count === 1 ? '' : 'n'} también ${count === 0 ? 'sus datos' : deposited}.`}
          </p>
          <div className="lana-editor__actions">
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => answer(true)}
            >
              {asked === 'restart' ? 'Sí, empezar de nuevo' : 'Sí, quitar'}
            </button>
            <AutoFocusButton describedBy={`${id}-question`} onClick={() => answer(false)}>
              Cancelar
            </AutoFocusButton>
          </div>
        </div>
      ) : (
        <div className="lana-editor__actions lana-challenge__actions no-print">
          <button
            id={`${id}-restart`}
            type="button"
            className="button button--ghost button--small"
            disabled={confirming}
            onClick={() => send({ type: 'challenge.restart', id: challenge.id })}
          >
            Empezar de nuevo<span className="visually-hidden"> «{title}»</span>
          </button>
          <button
            id={`${id}-remove`}
            type="button"
            className="button button--ghost button--small"
            disabled={confirming}
            onClick={() => send({ type: 'challenge.remove', id: challenge.id })}
          >
            Quitar reto<span className="visually-hidden"> «{title}»</span>
          </button>
        </div>
      )}
    </article>
  )
}

/** The safe answer of a question takes focus when the question appears. */
function AutoFocusButton({
  onClick,
  describedBy,
  children,
}: {
  onClick: () => void
  /** The question it answers, read with it. */
  describedBy: string
  children: string
}) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noAutofocus: the question appears because the student asked for it
      autoFocus
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/** /mi-lana/reto once the device has been read. */
export function ChallengesBoard(props: BoardProps) {
  const { context, send } = props
  const { challenges } = context.list
  return (
    <div className="lana-board">
      <StorageNotices
        state={context}
        damaged={
          'Los retos guardados en este dispositivo estaban dañados y no se podían leer, así que empezamos de cero. Guardamos una copia en el navegador por si hace falta recuperarlos.'
        }
        onDismiss={() => send({ type: 'notice.dismiss' })}
      />
      {challenges.length === 0 ? (
        <p className="lana-empty">
          Todavía no llevas ningún reto. Elige uno arriba: el de 52 semanas junta{' '}
          {formatMoney(challengeTotal('52-semanas'))} en un año empezando con $10.
        </p>
      ) : (
        <div className="lana-challenges">
          {challenges.map((challenge) => (
            <ChallengeCard key={challenge.id} challenge={challenge} props={props} />
          ))}
        </div>
      )}
    </div>
  )
}
