/**
 * «Mi lana»'s machines, in the page script (no React), like «Mis becas» (savedStore.ts): a
 * screen's value is read from the device as soon as the page shows the screen, before the
 * app has arrived, and the app bundle carries neither the machines nor XState for them. The
 * screens (React) find their actor through the page's store registry (findStore('lana')) and
 * drive it.
 */
import { createActor } from 'xstate'
import { todayInMexicoCity } from '../../../../data/spanishDate'
import { budgetMachine } from '../../../../machines/budgetMachine'
import { challengesMachine } from '../../../../machines/challengesMachine'
import { paymentsMachine } from '../../../../machines/paymentsMachine'
import { browserStorage, deviceStorageActor } from '../../../device/deviceStorage'
import { budgetFormat, challengesFormat, paymentsFormat } from '../../../domain/lana/storedValues'
import {
  LANA_BUDGET_KEY,
  LANA_CHALLENGES_KEY,
  LANA_PAYMENTS_KEY,
  LANA_SCREEN_ATTRIBUTE,
  readAttribute,
  withAttribute,
} from '../../../enhance/pageContract'

const today = () => todayInMexicoCity(new Date())
const device = { getStorage: browserStorage, events: window }

/** Each screen's machine over this browser's localStorage, following other tabs. */
const MACHINES = {
  presupuesto: () =>
    createActor(
      budgetMachine.provide({
        actors: {
          deviceStorage: deviceStorageActor({ key: LANA_BUDGET_KEY, format: budgetFormat, ...device }),
        },
      }),
      { input: { today: today() } },
    ),
  retos: () =>
    createActor(
      challengesMachine.provide({
        actors: {
          deviceStorage: deviceStorageActor({
            key: LANA_CHALLENGES_KEY,
            format: challengesFormat,
            ...device,
          }),
        },
      }),
      { input: { today: today() } },
    ),
  pagos: () =>
    createActor(
      paymentsMachine.provide({
        actors: {
          deviceStorage: deviceStorageActor({
            key: LANA_PAYMENTS_KEY,
            format: paymentsFormat,
            ...device,
          }),
        },
      }),
      { input: { today: today() } },
    ),
}

export type LanaScreen = keyof typeof MACHINES
export type LanaActor<S extends LanaScreen> = ReturnType<(typeof MACHINES)[S]>

declare module '../../../enhance/pageContract' {
  interface PageStores {
    /** «Mi lana»: each screen's actor, started the first time it is asked for. */
    lana: typeof lanaStore
  }
}

const started = new Map<LanaScreen, LanaActor<LanaScreen>>()

/** The page's actor for a screen, started (the device read) the first time it is asked for. */
export function lanaStore<S extends LanaScreen>(screen: S): LanaActor<S> {
  const actor = started.get(screen) ?? MACHINES[screen]().start()
  if (!started.has(screen)) {
    started.set(screen, actor)
    followTheClock()
  }
  return actor as LanaActor<S>
}

type TodayFollower = { send: (event: { type: 'today.set'; today: string }) => void }

let following = false

/** A page left open past midnight (or woken the next day) moves its machines to the new day. */
function followTheClock() {
  if (following) return
  following = true
  let day = today()
  const check = () => {
    if (today() === day) return
    day = today()
    // Every «Mi lana» machine takes today.set.
    for (const actor of started.values()) (actor as TodayFollower).send({ type: 'today.set', today: day })
  }
  setInterval(check, 60_000)
  document.addEventListener('visibilitychange', check)
}

const isScreen = (name: string | null): name is LanaScreen => name !== null && name in MACHINES

for (const region of document.querySelectorAll(withAttribute(LANA_SCREEN_ATTRIBUTE))) {
  const screen = readAttribute(region, LANA_SCREEN_ATTRIBUTE)
  if (isScreen(screen)) lanaStore(screen)
}
