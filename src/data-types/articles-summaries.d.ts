/** Type of the virtual module virtual:data/articles-summaries (served by scripts/dataModules.ts). */
import type { ArticleSummary } from '../../data/articles.schema'

declare const summaries: ArticleSummary[]
export default summaries
