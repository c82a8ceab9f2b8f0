/** Types of the virtual data modules served by scripts/dataModules.ts. */
declare module 'virtual:data/scholarships-summaries' {
  import type { ScholarshipSummary } from '../data/scholarships.schema'

  const summaries: ScholarshipSummary[]
  export default summaries
}

declare module 'virtual:data/scholarships-details' {
  import type { Scholarship } from '../data/scholarships.schema'
  export const keys: string[]
  export function loadRecord(key: string): Promise<Scholarship | undefined>
}

declare module 'virtual:data/articles-summaries' {
  import type { ArticleSummary } from '../data/articles.schema'

  const summaries: ArticleSummary[]
  export default summaries
}

declare module 'virtual:data/articles-details' {
  import type { Article } from '../data/articles.schema'
  export const keys: string[]
  export function loadRecord(key: string): Promise<Article | undefined>
}

declare module 'virtual:data/article-categories' {
  import type { ArticleCategory } from '../data/article-categories.schema'

  const categories: ArticleCategory[]
  export default categories
}

declare module 'virtual:data/courses' {
  import type { Course } from '../data/courses.schema'

  const courses: Course[]
  export default courses
}

declare module 'virtual:data/modules-details' {
  import type { CourseModule } from '../data/module.schema'
  /** Keys are "<courseId>/<moduleId>". */
  export const keys: string[]
  export function loadRecord(key: string): Promise<CourseModule | undefined>
}

declare module 'virtual:data/templates' {
  import type { Template } from '../data/templates.schema'

  const templates: Template[]
  export default templates
}
