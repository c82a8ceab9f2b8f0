/** Type of the virtual module virtual:data/templates (served by scripts/dataModules.ts). */
import type { Template } from '../../data/templates.schema'

declare const templates: Template[]
export default templates
