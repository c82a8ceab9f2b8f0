/**
 * What a value kept on the student's device (localStorage) says to the machine that owns
 * it, and back. Pure types and helpers: the actor that talks to the real storage is
 * src/device/deviceStorage.ts; the machines (savedListMachine, the course
 * progress) only see these events.
 */
import { type GenericSchema, type InferOutput, safeParse } from 'valibot'
export type StorageProblem = 'unavailable' | 'full'

/**
 * What the student reads when a change could not be kept on the device, for every value the
 * site keeps there («Mis becas», course progress, «Mi lana»): the change stays for the visit.
 */
export const STORAGE_PROBLEM_TEXT: Record<StorageProblem, string> = {
  full: 'El almacenamiento de tu dispositivo está lleno: tu último cambio se conserva solo mientras esta página siga abierta. Libera espacio y vuelve a intentarlo.',
  unavailable:
    'Tu navegador no nos deja guardar en este dispositivo (modo privado o almacenamiento bloqueado): tus cambios se conservan solo mientras esta página siga abierta.',
}

export type StorageReply<T> =
  | { type: 'storage.loaded'; value: T }
  | { type: 'storage.corrupt' }
  | { type: 'storage.unavailable' }
  | { type: 'storage.written' }
  | { type: 'storage.failed'; problem: StorageProblem }
  | { type: 'storage.external'; value: T }

export type StorageCommand<T> = { type: 'storage.write'; value: T }

/** Which problem a failed write is: a full storage or none at all (private mode, blocked). */
export function writeProblem(error: unknown): StorageProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  const code = error instanceof DOMException ? error.code : 0
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22
    ? 'full'
    : 'unavailable'
}

/**
 * How one stored value is read and written. `parse` returns null for anything invalid. Where
 * it is kept (its key) is the device's business: DEVICE_KEYS in src/enhance/pageContract.ts.
 */
export interface StoredValueFormat<T> {
  empty: () => T
  parse: (text: string) => T | null
  serialize: (value: T) => string
}

/** Where a damaged value is kept (once) so it can still be recovered by hand. */
export const damagedKey = (key: string) => `${key}:dañada`

/** Stored text read back through `schema`: null for anything that is not JSON or does not match. */
export function parseStoredJson<TSchema extends GenericSchema>(
  text: string,
  schema: TSchema,
): InferOutput<TSchema> | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  const result = safeParse(schema, data)
  return result.success ? result.output : null
}
