import { loadApplicationDocuments } from './application-documents.schema.ts'
import { loadArticleCategories } from './article-categories.schema.ts'
import { loadArticles } from './articles.schema.ts'
import { loadCalls } from './calls.schema.ts'
import { loadCommunities } from './communities.schema.ts'
import { loadCommunitySources } from './community-sources.schema.ts'
import { loadCourses } from './courses.schema.ts'
import { loadFaq } from './faq.schema.ts'
import { loadInstitutions } from './institutions.schema.ts'
import { loadAbout, loadPrivacyPolicy, loadTerms } from './legal.schema.ts'
import { loadNotFoundRoutes } from './not-found-routes.schema.ts'
import { loadScholarshipReference } from './scholarship-reference.schema.ts'
import { loadScholarships } from './scholarships.schema.ts'
import { loadSearchAliases } from './search-aliases.schema.ts'
import { loadSearchSynonyms } from './search-synonyms.schema.ts'
import { loadSite } from './site.schema.ts'
import { loadStates } from './states.schema.ts'
import { loadTemplates } from './templates.schema.ts'
import { loadTestimonials } from './testimonials.schema.ts'

/**
 * Every data file and the loader that validates it. `npm run validate` (and so
 * `npm test` and `npm run build`) runs each loader on the file's current contents.
 */
export const dataFiles: { file: string; load: (raw: unknown) => unknown }[] = [
  { file: 'site.json', load: loadSite },
  { file: 'not-found-routes.json', load: loadNotFoundRoutes },
  { file: 'testimonials.json', load: loadTestimonials },
  { file: 'scholarship-reference.json', load: loadScholarshipReference },
  { file: 'scholarships.json', load: loadScholarships },
  { file: 'calls.json', load: loadCalls },
  { file: 'states.json', load: loadStates },
  { file: 'institutions.json', load: loadInstitutions },
  { file: 'articles.json', load: loadArticles },
  { file: 'article-categories.json', load: (raw) => loadArticleCategories(raw) },
  { file: 'courses.json', load: loadCourses },
  { file: 'templates.json', load: loadTemplates },
  { file: 'communities.json', load: loadCommunities },
  { file: 'community-sources.json', load: loadCommunitySources },
  { file: 'faq.json', load: loadFaq },
  { file: 'application-documents.json', load: loadApplicationDocuments },
  { file: 'about.json', load: loadAbout },
  { file: 'privacy-policy.json', load: loadPrivacyPolicy },
  { file: 'terms.json', load: loadTerms },
  { file: 'search-synonyms.json', load: loadSearchSynonyms },
  { file: 'search-aliases.json', load: loadSearchAliases },
]
