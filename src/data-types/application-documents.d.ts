/** Type of the virtual module virtual:data/application-documents (served by scripts/dataModules.ts). */
import type { ApplicationDocument } from '../../data/application-documents.schema'

declare const documents: ApplicationDocument[]
export default documents
