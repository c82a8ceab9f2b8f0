/** Type of the virtual module virtual:data/privacy-policy (served by scripts/dataModules.ts). */
import type { PrivacyPolicy } from '../../data/legal.schema'

declare const privacy: PrivacyPolicy
export default privacy
