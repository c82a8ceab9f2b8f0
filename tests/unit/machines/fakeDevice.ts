/** An in-memory Storage that can be filled up or switched off, like a phone's. */
export class FakeStorage implements Storage {
  readonly items = new Map<string, string>()
  full = false
  broken = false
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    if (this.broken) throw new DOMException('denied', 'SecurityError')
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.broken) throw new DOMException('denied', 'SecurityError')
    if (this.full) throw new DOMException('full', 'QuotaExceededError')
    this.items.set(key, value)
  }
}

/** A window stand-in whose `storage` events the test fires, as another tab would cause, for one key. */
export class FakeWindow extends EventTarget {
  constructor(readonly key: string) {
    super()
  }

  otherTabWrites(storage: FakeStorage, value: string | null) {
    if (value === null) storage.items.delete(this.key)
    else storage.items.set(this.key, value)
    const event = new Event('storage') as Event & { key: string; newValue: string | null }
    Object.assign(event, { key: this.key, newValue: value })
    this.dispatchEvent(event)
  }
}
