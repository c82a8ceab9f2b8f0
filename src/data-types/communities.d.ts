/** Type of the virtual module virtual:data/communities (served by scripts/dataModules.ts). */
import type { Community } from '../../data/communities.schema'

declare const communities: Community[]
export default communities
