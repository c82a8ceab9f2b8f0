/** Type of the virtual module virtual:data/courses (served by scripts/dataModules.ts). */
import type { Course } from '../../data/courses.schema'

declare const courses: Course[]
export default courses
