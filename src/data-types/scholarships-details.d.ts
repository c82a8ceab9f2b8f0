/** Type of the virtual module virtual:data/scholarships-details (served by scripts/dataModules.ts). */
import type { CatalogueEntry } from '../../data/catalogue'
export declare const keys: string[]
export declare function loadRecord(key: string): Promise<CatalogueEntry | undefined>
