/**
 * <calendar-window>: /becas/calendario pre-renders 24 months from the build's month; this
 * element shows the 12 that start at the visitor's month (Mexico City). It picks them by
 * manual slot assignment in its shadow root, so the light DOM React hydrates never
 * changes. Without it (no JavaScript, or not yet defined), CSS shows the first 12.
 */

import { todayInMexicoCity } from '../../domain/callStatus'
import { CALENDAR_MONTH_ATTRIBUTE, CALENDAR_WINDOW_TAG, readAttribute } from '../../enhance/pageContract'
import { visibleWindow } from './calendarMonths'

export const CALENDAR_MONTHS_SHOWN = 12

export class CalendarWindowElement extends HTMLElement {
  connectedCallback() {
    this.render()
  }

  render(now = new Date()) {
    const months = [...this.children].filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && readAttribute(child, CALENDAR_MONTH_ATTRIBUTE) !== '',
    )
    const shown = new Set(
      visibleWindow(
        months.map((month) => readAttribute(month, CALENDAR_MONTH_ATTRIBUTE)),
        todayInMexicoCity(now),
        CALENDAR_MONTHS_SHOWN,
      ),
    )
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open', slotAssignment: 'manual' })
    let slot = root.querySelector('slot')
    if (!slot) {
      slot = document.createElement('slot')
      root.append(slot)
    }
    slot.assign(...months.filter((month) => shown.has(readAttribute(month, CALENDAR_MONTH_ATTRIBUTE))))
  }
}

export function defineCalendarWindow() {
  if (!customElements.get(CALENDAR_WINDOW_TAG))
    customElements.define(CALENDAR_WINDOW_TAG, CalendarWindowElement)
}
