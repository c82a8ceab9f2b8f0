/** Type of the virtual module virtual:data/modules-details (served by scripts/dataModules.ts). */
import type { CourseModule } from '../../data/module.schema'
/** Keys are "<courseId>/<moduleId>". */
export declare const keys: string[]
export declare function loadRecord(key: string): Promise<CourseModule | undefined>
