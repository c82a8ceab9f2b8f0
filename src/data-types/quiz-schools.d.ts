/** Type of the virtual module virtual:data/quiz-schools (served by scripts/dataModules.ts). */
declare const quizSchools: string[]
export default quizSchools
