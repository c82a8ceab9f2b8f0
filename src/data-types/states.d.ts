/** Type of the virtual module virtual:data/states: the 32 states (served by scripts/dataModules.ts). */
declare const states: string[]
export default states
