/** Type of the virtual module virtual:data/search-synonyms (served by scripts/dataModules.ts). */
import type { SearchSynonym } from '../../data/search-synonyms.schema'

declare const synonyms: SearchSynonym[]
export default synonyms
