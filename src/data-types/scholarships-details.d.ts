/** Type of the virtual module virtual:data/scholarships-details (served by scripts/dataModules.ts). */
import type { Scholarship } from '../../data/scholarships.schema'
export declare const keys: string[]
export declare function loadRecord(key: string): Promise<Scholarship | undefined>
