/**
 * «Mis becas» on a page that shows it: the page's list actor (read from the device now) and
 * the «Guardar» buttons. Loaded by the page script as soon as the page has a <save-toggle>
 * or a [data-saved-list] region (the /mis-becas screen, which reads the same actor).
 */
import { PAGE_EVENTS } from '../../domain/pageContract'
import './savedCount.page'
import { savedListActor } from './savedStore'
import { defineSaveToggle } from './saveToggle.page'

savedListActor()
window.dispatchEvent(new Event(PAGE_EVENTS.savedListStoreReady))
defineSaveToggle()
