/**
 * «Mis becas» on a page that shows it: the page's list actor (read from the device now) and
 * the «Guardar» buttons. Loaded by the page script as soon as the page has a <save-toggle>
 * or a «Mis becas» region (the /mis-becas screen, which finds the same actor through the
 * page's store registry).
 */
import './savedCount.page'
import { savedListActor } from './savedStore'
import { defineSaveToggle } from './saveToggle.page'

savedListActor()
defineSaveToggle()

export { savedListActor }
