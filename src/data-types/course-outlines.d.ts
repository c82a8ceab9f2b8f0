/** Type of the virtual module virtual:data/course-outlines (served by scripts/dataModules.ts). */
import type { CourseOutlines } from '../domain/courseOutline'

declare const outlines: CourseOutlines
export default outlines
