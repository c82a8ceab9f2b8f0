/**
 * The categories every budget starts with. A module of its own because /mi-lana's first
 * screen (the quick spending form, pre-rendered before the device is read) needs only these
 * names, not the budget rules, which load with the rest of the page.
 */
export interface Category {
  id: string
  name: string
  /** Paid once a month (rent, a phone plan): its budget counts whole in the quincena it is paid in. */
  monthly?: true
}

/** «Otros» is always there: removed categories hand it their spendings. */
export const OTHERS_ID = 'otros'

/** The category the quick form offers first: what a student writes down most. */
export const QUICK_DEFAULT_ID = 'comida'

export const DEFAULT_CATEGORIES: readonly Category[] = [
  { id: 'renta', name: 'Renta y servicios', monthly: true },
  { id: 'comida', name: 'Comida' },
  { id: 'transporte', name: 'Transporte' },
  { id: 'escuela', name: 'Escuela (colegiatura, copias, materiales)' },
  { id: 'celular', name: 'Celular e internet', monthly: true },
  { id: 'salud', name: 'Salud' },
  { id: 'salidas', name: 'Salidas' },
  { id: 'ahorro', name: 'Ahorro' },
  { id: OTHERS_ID, name: 'Otros' },
]
