/** Type of the virtual module virtual:data/quiz-schools (served by scripts/dataModules.ts): positions in institutions. */
declare const quizSchools: number[]
export default quizSchools
