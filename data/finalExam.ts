/**
 * The section that holds a course's final exam: its questions name the module they cover,
 * its pass mark and the certificate request apply. A file of its own, so the browser can
 * use it without the module schema.
 */
export const FINAL_EXAM_SECTION = 'examen-final'
