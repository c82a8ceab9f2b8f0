/** Type of the virtual module virtual:data/institutions (served by scripts/dataModules.ts). */
declare const institutions: string[]
export default institutions
