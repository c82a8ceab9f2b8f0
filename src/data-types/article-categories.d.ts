/** Type of the virtual module virtual:data/article-categories (served by scripts/dataModules.ts). */
import type { ArticleCategory } from '../../data/article-categories.schema'

declare const categories: ArticleCategory[]
export default categories
