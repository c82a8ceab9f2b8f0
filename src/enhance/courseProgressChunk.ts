/** Loaded by main.ts on pages that show course progress: defines the elements, records the section shown. */
import { defineCourseElements, recordShownSection } from './courseElements'

recordShownSection()
defineCourseElements()
