/** The custom elements of scholarship pages, loaded only by pages that have them. */
import { defineCalendarWindow } from './calendarWindow.page'
import { defineCallStatus } from './callStatus.page'

defineCallStatus()
defineCalendarWindow()
