/** Type of the virtual module virtual:data/articles-details (served by scripts/dataModules.ts). */
import type { Article } from '../../data/articles.schema'
export declare const keys: string[]
export declare function loadRecord(key: string): Promise<Article | undefined>
