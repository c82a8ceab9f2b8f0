/**
 * Course progress for the page, without React: creates the page's one progress store,
 * records the section a module page shows and defines the elements that draw it. main.ts
 * loads it when the page has a progress element, and offers its store to the app (after a
 * client-side navigation, or to send a quiz score) through the page's store registry,
 * instead of the app bundling a second copy of the store and the elements.
 */

import { defineCourseElements, followShownSection, markReadOptions } from './courseElements.page'
import { courseProgressStore } from './progressStore'

courseProgressStore()
followShownSection()
defineCourseElements()
markReadOptions()

export { courseProgressStore }
