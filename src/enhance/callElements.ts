/** The custom elements of scholarship pages, loaded only by pages that have them. */
import { defineCalendarWindow } from './calendarWindowElement'
import { defineCallStatus } from './callStatusElement'

defineCallStatus()
defineCalendarWindow()
