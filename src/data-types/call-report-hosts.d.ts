/** Type of the virtual module virtual:data/call-report-hosts (served by scripts/dataModules.ts). */

/** Scholarship index (as text) → the hosts we know for it (src/lib/callReport.ts knownHostsOf). */
declare const hosts: Record<string, string[]>
export default hosts
