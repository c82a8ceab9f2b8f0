import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCourses } from '../../data/courses.schema'
import { checkCourseModules, loadModule } from '../../data/module.schema'
import { readModuleFiles } from '../../scripts/moduleFiles'
import { filterCourses, ratingDisplay } from '../../src/domain/courseSearch'

const courses = loadCourses()
const modules = readModuleFiles()
const moduleOf = (courseId: string, id: string) => modules.find((m) => m.courseId === courseId && m.id === id)
const raw = (courseId: string, id: string) =>
  JSON.parse(readFileSync(`data/modules/${courseId}/${id}.json`, 'utf8'))

describe('courses (real data)', () => {
  it('has the two courses with the spec’s details', () => {
    expect(
      courses.map((course) => [
        course.id,
        course.duration,
        course.rating,
        course.details.totalDuration,
        course.level,
      ]),
    ).toEqual([
      ['finanzas-personales', '12 hs', 5, '12 horas', 'Principiante'],
      ['cripto-blockchain', '10 hs', 5, '10 horas', 'Principiante'],
    ])
    expect(courses[0]?.details.modality).toBe('Online, asincrónica')
  })

  it('lists the spec’s module durations', () => {
    expect(courses[0]?.modules.map((module) => module.duration)).toEqual([
      '1 h',
      '2 h',
      '2 h',
      '2 h',
      '2 h',
      '2 h',
      '30–45 min',
    ])
    expect(courses[1]?.modules.map((module) => module.duration)).toEqual([
      '1 h',
      '1 h 30 min',
      '1 h 30 min',
      '1 h',
      '1 h 30 min',
      '1 h 30 min',
      '45 min',
      '45 min',
      '30 min',
    ])
  })

  it('has every module file, agreeing with the course list', () => {
    expect(modules).toHaveLength(16)
    expect(() => checkCourseModules(courses, modules)).not.toThrow()
  })

  it('gives every lesson module a 5-question mini-quiz with 4 options and a valid key', () => {
    const lessons = modules.filter((module) => !/Evaluación final|Examen final/.test(module.title))
    expect(lessons).toHaveLength(6 + 8)
    for (const lesson of lessons) {
      const quizzes = lesson.sections.filter((section) => section.questions)
      expect(quizzes, `${lesson.courseId}/${lesson.id}`).toHaveLength(1)
      const questions = quizzes[0]?.questions ?? []
      expect(questions).toHaveLength(5)
      for (const question of questions) {
        expect(question.options.map((option) => option.key)).toEqual(['a', 'b', 'c', 'd'])
        expect(question.options.some((option) => option.key === question.correct)).toBe(true)
      }
    }
  })

  it('has 20-question final exams with keys a–d', () => {
    for (const [courseId, id] of [
      ['finanzas-personales', 'modulo-7'],
      ['cripto-blockchain', 'modulo-9'],
    ] as const) {
      const exam = moduleOf(courseId, id)?.sections.find((section) => section.id === 'examen-final')
      expect(exam?.questions).toHaveLength(20)
      expect(exam?.questions?.map((question) => question.id)).toEqual(
        Array.from({ length: 20 }, (_, i) => `q${i + 1}`),
      )
    }
  })

  it('shapes the crypto course as the spec says', () => {
    expect(moduleOf('cripto-blockchain', 'modulo-9')?.sections.map((section) => section.id)).toEqual([
      'objetivos',
      'info',
      'luego-examen',
      'examen-final',
      'finalizacion',
      'reflexion-final',
    ])
    expect(
      moduleOf('cripto-blockchain', 'modulo-8')
        ?.sections.slice(-4)
        .map((section) => section.id),
    ).toEqual(['extra', 'lecturas', 'actividad', 'frase'])
    expect(JSON.stringify(moduleOf('cripto-blockchain', 'modulo-7'))).toMatch(/1 a 3 (USD|dólares)/)
  })

  it('states the pass mark consistently and the certificate as information', () => {
    for (const [courseId, id] of [
      ['finanzas-personales', 'modulo-7'],
      ['cripto-blockchain', 'modulo-9'],
    ] as const) {
      const text = JSON.stringify(moduleOf(courseId, id))
      expect(text).toMatch(/60\s?%/)
      expect(text).toMatch(/12 respuestas correctas de 20/)
      expect(text).not.toMatch(/10 o más/)
      expect(text).toMatch(/200 pesos/)
      expect(text).toMatch(/3 a 5 días hábiles/)
      expect(text).toMatch(/Solicitar certificado/)
      expect(text).not.toMatch(/se comunicará a quienes aprueben|se dará a conocer/)
    }
  })

  it('names, for each final-exam question, an earlier module it covers', () => {
    const finance = moduleOf('finanzas-personales', 'modulo-7')?.sections.find((s) => s.id === 'examen-final')
    // The exam's own table: questions 1–3 module 1, 4–6 module 2 … 17–20 module 6.
    expect(finance?.questions?.map((q) => q.module?.replace('modulo-', '')).join('')).toBe(
      '11122233344455556666',
    )
    const crypto = moduleOf('cripto-blockchain', 'modulo-9')?.sections.find((s) => s.id === 'examen-final')
    expect(new Set(crypto?.questions?.map((q) => q.module))).toEqual(
      new Set([
        'modulo-1',
        'modulo-2',
        'modulo-3',
        'modulo-4',
        'modulo-5',
        'modulo-6',
        'modulo-7',
        'modulo-8',
      ]),
    )
  })
})

describe('module schema rejects bad modules', () => {
  it('a section with both content and questions', () => {
    const module = raw('finanzas-personales', 'modulo-1')
    const quiz = module.sections.find((section: { id: string }) => section.id === 'quiz')
    quiz.content = ['texto']
    expect(() => loadModule('data/modules/finanzas-personales/modulo-1.json', module)).toThrow(
      /field "sections.\d+": a section holds either content or questions/,
    )
  })

  it('a question whose correct key is not among its options', () => {
    const module = raw('cripto-blockchain', 'modulo-2')
    const quiz = module.sections.find((section: { id: string }) => section.id === 'quiz')
    quiz.questions[0].options = quiz.questions[0].options.filter(
      (option: { key: string }) => option.key !== quiz.questions[0].correct,
    )
    expect(() => loadModule('data/modules/cripto-blockchain/modulo-2.json', module)).toThrow(
      /the correct key is not among the options/,
    )
  })

  it('duplicate section ids', () => {
    const module = raw('finanzas-personales', 'modulo-3')
    module.sections[1].id = module.sections[0].id
    expect(() => loadModule('x.json', module)).toThrow(/duplicate value/)
  })

  it('a final-exam question without a module, or naming the exam itself', () => {
    const exam = loadModule('x.json', raw('finanzas-personales', 'modulo-7'))
    const question = exam.sections.find((s) => s.id === 'examen-final')?.questions?.[0]
    if (!question) throw new Error('no exam')
    const others = modules.filter((m) => !(m.courseId === 'finanzas-personales' && m.id === 'modulo-7'))
    for (const module of [undefined, 'modulo-7', 'modulo-42']) {
      question.module = module
      expect(() => checkCourseModules(courses, [...others, exam])).toThrow(
        /modulo-7.json: final exam question "q1", field "module"/,
      )
    }
  })

  it('a module count that disagrees with the course', () => {
    const withoutLast = modules.filter(
      (module) => !(module.courseId === 'cripto-blockchain' && module.id === 'modulo-9'),
    )
    expect(() => checkCourseModules(courses, withoutLast)).toThrow(
      /lists 9 modules but data\/modules\/cripto-blockchain\/ has 8/,
    )
  })
})

describe('course filter and rating', () => {
  it('matches title, level or duration, trimmed and without accents', () => {
    expect(filterCourses(courses, '  CRIPTO ').map((course) => course.id)).toEqual(['cripto-blockchain'])
    expect(filterCourses(courses, 'principiante')).toHaveLength(2)
    expect(filterCourses(courses, '12 hs').map((course) => course.id)).toEqual(['finanzas-personales'])
    expect(filterCourses(courses, 'avanzado')).toEqual([])
    expect(filterCourses(courses, '')).toHaveLength(2)
  })

  it('rounds stars and shows one decimal', () => {
    expect(ratingDisplay(5)).toEqual({ filled: 5, label: '5.0' })
    expect(ratingDisplay(4.4)).toEqual({ filled: 4, label: '4.4' })
    expect(ratingDisplay(4.5)).toEqual({ filled: 5, label: '4.5' })
  })
})
