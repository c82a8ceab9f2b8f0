import { describe, expect, it, vi } from 'vitest'
import { categoryNames } from '../../../data/scholarship-reference.schema'
import {
  gpaBands,
  institutionGroups,
  type QuizAnswers,
  questionFor,
  quizScholarshipTypes,
  stepOptions,
} from '../../../machines/quizContent'
import { quizDelays, quizMessages } from '../../../machines/quizMachine'
import { failure, ok } from '../../../src/domain/serviceResult'
import { startQuiz } from './quizHarness'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('quizMachine timing (simulated clock)', () => {
  it('shows loading dots for exactly 2000 ms', () => {
    const { clock, snapshot } = startQuiz()
    expect(snapshot().matches({ asking: 'loading' })).toBe(true)
    clock.increment(1999)
    expect(snapshot().matches({ asking: 'loading' })).toBe(true)
    clock.increment(1)
    expect(snapshot().matches({ asking: 'typing' })).toBe(true)
    expect(snapshot().context.typed).toBe(0)
  })

  it('types the question at 30 ms per character, then waits 500 ms before the inputs', () => {
    const { advance, snapshot } = startQuiz()
    const length = snapshot().context.question.length
    advance(quizDelays.loading)
    advance(29)
    expect(snapshot().context.typed).toBe(0)
    advance(1)
    expect(snapshot().context.typed).toBe(1)
    advance(30 * (length - 1) - 1)
    expect(snapshot().matches({ asking: 'typing' })).toBe(true)
    advance(1)
    expect(snapshot().context.typed).toBe(length)
    expect(snapshot().matches({ asking: 'pausing' })).toBe(true)
    advance(499)
    expect(snapshot().matches({ asking: 'pausing' })).toBe(true)
    advance(1)
    expect(snapshot().matches({ asking: 'inputs' })).toBe(true)
  })

  it('reveals option buttons one by one: the first at 200 ms, then every 100 ms', () => {
    const { actor, advance, snapshot, waitForInputs } = startQuiz()
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Nuevo León' })
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'UANL' })
    waitForInputs()
    actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
    actor.send({ type: 'quiz.next' })
    // Step 4, interest area: 7 buttons.
    const length = snapshot().context.question.length
    advance(quizDelays.loading + quizDelays.perChar * length + quizDelays.beforeInputs)
    expect(snapshot().matches({ asking: 'inputs' })).toBe(true)
    expect(snapshot().context.revealed).toBe(0)
    advance(199)
    expect(snapshot().context.revealed).toBe(0)
    advance(1)
    expect(snapshot().context.revealed).toBe(1)
    advance(99)
    expect(snapshot().context.revealed).toBe(1)
    advance(1)
    expect(snapshot().context.revealed).toBe(2)
    advance(100 * 5)
    expect(snapshot().context.revealed).toBe(7)
    expect(snapshot().matches({ asking: { inputs: 'ready' } })).toBe(true)
  })
})

describe('quizMachine answers', () => {
  it('ignores answers before the inputs show and values that are not options', () => {
    const { actor, snapshot, waitForInputs } = startQuiz()
    actor.send({ type: 'quiz.answer', value: 'Nuevo León' })
    expect(snapshot().context.stepIndex).toBe(0)
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Atlántida' })
    expect(snapshot().context.stepIndex).toBe(0)
    actor.send({ type: 'quiz.answer', value: 'Nuevo León' })
    expect(snapshot().context).toMatchObject({ stepIndex: 1, answers: { mexicoState: 'Nuevo León' } })
    expect(snapshot().matches({ asking: 'loading' })).toBe(true)
  })

  it('accepts a button only once it is shown', () => {
    const { actor, advance, snapshot, waitForInputs } = startQuiz()
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Jalisco' })
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Universidad de Guadalajara' })
    waitForInputs()
    actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
    actor.send({ type: 'quiz.next' })
    const length = snapshot().context.question.length
    advance(quizDelays.loading + quizDelays.perChar * length + quizDelays.beforeInputs + 200)
    expect(snapshot().context.revealed).toBe(1)
    actor.send({ type: 'quiz.answer', value: 'Artes y Diseño' }) // the 7th button, not shown yet
    expect(snapshot().context.stepIndex).toBe(3)
    actor.send({ type: 'quiz.answer', value: categoryNames[0] as string })
    expect(snapshot().context.answers.interestArea).toBe(categoryNames[0])
  })

  it('needs at least one education level before «Siguiente»', () => {
    const { actor, snapshot, waitForInputs } = startQuiz()
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Puebla' })
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'BUAP' })
    waitForInputs()
    actor.send({ type: 'quiz.next' })
    expect(snapshot().context.stepIndex).toBe(2)
    actor.send({ type: 'quiz.toggleLevel', value: 'maestria' })
    actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
    actor.send({ type: 'quiz.toggleLevel', value: 'no-existe' })
    expect(snapshot().context.answers.educationLevel).toEqual(['licenciatura', 'maestria'])
    actor.send({ type: 'quiz.toggleLevel', value: 'maestria' })
    expect(snapshot().context.answers.educationLevel).toEqual(['licenciatura'])
    actor.send({ type: 'quiz.next' })
    expect(snapshot().context.stepIndex).toBe(3)
  })

  it('«Atrás» waits for the inputs, deletes the current answer and goes back one step', () => {
    const { actor, snapshot, waitForInputs } = startQuiz()
    waitForInputs()
    actor.send({ type: 'quiz.back' })
    expect(snapshot().context.stepIndex).toBe(0)
    actor.send({ type: 'quiz.answer', value: 'Oaxaca' })
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'UNAM' })
    actor.send({ type: 'quiz.back' }) // still loading: ignored
    expect(snapshot().context.stepIndex).toBe(2)
    waitForInputs()
    actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
    actor.send({ type: 'quiz.back' })
    expect(snapshot().context.stepIndex).toBe(1)
    expect(snapshot().context.answers).toEqual({ mexicoState: 'Oaxaca', institution: 'UNAM' })
    expect(snapshot().matches({ asking: 'loading' })).toBe(true)
  })
})

describe('quizMachine: answers kept, and resuming from the URL (decision 0040)', () => {
  it('«Atrás» returns to a step with its answer still there, to show it selected', () => {
    const { actor, snapshot, waitForInputs } = startQuiz()
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Oaxaca' })
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Todavía no sé' })
    waitForInputs()
    actor.send({ type: 'quiz.back' })
    waitForInputs()
    expect(snapshot().context).toMatchObject({
      stepIndex: 1,
      answers: { mexicoState: 'Oaxaca', institution: 'Todavía no sé' },
    })
    // The kept answer is the one shown selected; choosing another replaces it.
    actor.send({ type: 'quiz.answer', value: 'UNAM' })
    expect(snapshot().context.answers.institution).toBe('UNAM')
  })

  it('resumes at the step in the URL with its answers, the step’s timing played again', () => {
    const { actor, snapshot } = startQuiz()
    const answers = {
      mexicoState: 'Chiapas',
      institution: 'Mi escuela no está en la lista',
      educationLevel: ['tecnico'],
    }
    actor.send({ type: 'quiz.resume', stepIndex: 3, answers })
    expect(snapshot().context).toMatchObject({ stepIndex: 3, answers })
    expect(snapshot().matches({ asking: 'loading' })).toBe(true)
    expect(snapshot().context.question).toBe(questionFor('interestArea', answers))
  })

  it('never resumes past the first unanswered step, nor at the e-mail', () => {
    const { actor, snapshot } = startQuiz()
    actor.send({ type: 'quiz.resume', stepIndex: 5, answers: { mexicoState: 'Chiapas' } })
    expect(snapshot().context).toMatchObject({ stepIndex: 1, answers: { mexicoState: 'Chiapas' } })
    actor.send({ type: 'quiz.resume', stepIndex: 7, answers: expectedAnswers })
    expect(snapshot().context.stepIndex).toBe(6)
  })

  it('the back button (a resume one step back) keeps that step’s answer and forgets the later ones', () => {
    const quiz = startQuiz()
    reachConsent(quiz)
    const { actor, snapshot } = quiz
    actor.send({ type: 'quiz.resume', stepIndex: 1, answers: { mexicoState: 'Nuevo León' } })
    expect(snapshot().context).toMatchObject({
      stepIndex: 1,
      answers: { mexicoState: 'Nuevo León', institution: 'UANL' },
    })
    expect(snapshot().context.answers.educationLevel).toBeUndefined()
  })
})

describe('quizMachine wording', () => {
  it('names the state in one of three institution questions, chosen by the injected variant', () => {
    const questions = [0, 1, 2].map((variant) =>
      questionFor('institution', { mexicoState: 'Yucatán' }, variant),
    )
    expect(new Set(questions).size).toBe(3)
    for (const question of questions) expect(question).toContain('Yucatán')
    const { actor, snapshot, waitForInputs } = startQuiz(2)
    waitForInputs()
    actor.send({ type: 'quiz.answer', value: 'Yucatán' })
    expect(snapshot().context.question).toBe(questions[2])
  })

  it('names the institution in the education question, as a school or as who grants', () => {
    expect(questionFor('educationLevel', { institution: 'IPN' })).toBe(
      '¿Qué nivel de estudios cursas o vas a cursar en IPN? Puedes elegir más de uno.',
    )
    expect(questionFor('educationLevel', { institution: 'SEP' })).toBe(
      '¿Qué nivel de estudios cursas o vas a cursar? Así vemos qué apoyos de SEP te tocan. Puedes elegir más de uno.',
    )
    expect(questionFor('educationLevel', { institution: 'Mi escuela no está en la lista' })).toBe(
      '¿Qué nivel de estudios cursas o vas a cursar? Puedes elegir más de uno.',
    )
  })

  it('offers step 2’s two answers first, then the schools, then who grants, all 88 institutions kept', () => {
    expect(stepOptions.institution.slice(0, 2)).toEqual(['Mi escuela no está en la lista', 'Todavía no sé'])
    expect(stepOptions.institution).toHaveLength(90)
    expect(institutionGroups.map((group) => group.label)).toEqual([
      null,
      'Escuelas y universidades',
      'Gobiernos, fundaciones, bancos y programas que dan becas',
    ])
    expect(institutionGroups[1]?.options).toContain('Universidad de Guadalajara')
    expect(institutionGroups[2]?.options).toContain('SEP')
  })

  it('has one GPA question per interest area and one type question per GPA band', () => {
    const gpaQuestions = categoryNames.map((area) => questionFor('gpa', { interestArea: area }))
    expect(new Set(gpaQuestions).size).toBe(7)
    const typeQuestions = gpaBands.map((gpa) => questionFor('scholarshipType', { gpa }))
    expect(new Set(typeQuestions).size).toBe(4)
  })

  it('offers the spec’s options', () => {
    expect(stepOptions.gpa).toEqual(['Menos de 7', 'Entre 7 y 8', 'Entre 8 y 9', 'Más de 9'])
    expect(stepOptions.scholarshipType).toEqual(quizScholarshipTypes)
    expect(stepOptions.emailConsent).toEqual(['Sí', 'No'])
    expect(stepOptions.mexicoState).toHaveLength(32)
  })
})

/** Answers steps 1–6 with fixed choices and stops with the consent buttons showing. */
function reachConsent(quiz: ReturnType<typeof startQuiz>) {
  const { actor, waitForInputs } = quiz
  waitForInputs()
  actor.send({ type: 'quiz.answer', value: 'Nuevo León' })
  waitForInputs()
  actor.send({ type: 'quiz.answer', value: 'UANL' })
  waitForInputs()
  actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
  actor.send({ type: 'quiz.next' })
  waitForInputs()
  actor.send({ type: 'quiz.answer', value: 'Ingeniería, Ciencia y Tecnología' })
  waitForInputs()
  actor.send({ type: 'quiz.answer', value: 'Entre 8 y 9' })
  waitForInputs()
  actor.send({ type: 'quiz.answer', value: 'Por rendimiento académico' })
  waitForInputs()
}

const expectedAnswers: Partial<QuizAnswers> = {
  mexicoState: 'Nuevo León',
  institution: 'UANL',
  educationLevel: ['licenciatura'],
  interestArea: 'Ingeniería, Ciencia y Tecnología',
  gpa: 'Entre 8 y 9',
  scholarshipType: 'Por rendimiento académico',
}

describe('quizMachine ending', () => {
  it('«No»: loading message, then the results after exactly 4000 ms', () => {
    const quiz = startQuiz()
    reachConsent(quiz)
    quiz.actor.send({ type: 'quiz.answer', value: 'No' })
    expect(quiz.snapshot().matches('loadingResults')).toBe(true)
    quiz.advance(3999)
    expect(quiz.showResults).not.toHaveBeenCalled()
    quiz.advance(1)
    expect(quiz.snapshot().status).toBe('done')
    expect(quiz.showResults).toHaveBeenCalledWith({ ...expectedAnswers, emailConsent: 'No' })
  })

  it('«Sí»: an invalid e-mail is refused, editing clears the message, nothing is sent', () => {
    const quiz = startQuiz()
    reachConsent(quiz)
    quiz.actor.send({ type: 'quiz.answer', value: 'Sí' })
    quiz.waitForInputs()
    expect(quiz.snapshot().context.stepIndex).toBe(7)
    for (const bad of ['', 'ana', 'ana@correo', 'ana @correo.mx', '@.']) {
      quiz.actor.send({ type: 'quiz.emailChange', value: bad })
      quiz.actor.send({ type: 'quiz.emailSubmit' })
      expect(quiz.snapshot().context.emailStatus, bad).toBe('invalid')
    }
    quiz.actor.send({ type: 'quiz.emailChange', value: 'ana@correo.mx' })
    expect(quiz.snapshot().context.emailStatus).toBeNull()
    expect(quiz.sent).toHaveLength(0)
    expect(quizMessages.invalidEmail).toBe('❌ Ingresa un correo válido.')
  })

  it('«Sí»: a sent e-mail locks the form, then 4000 ms + 3000 ms later shows the results', async () => {
    const quiz = startQuiz()
    reachConsent(quiz)
    quiz.actor.send({ type: 'quiz.answer', value: 'Sí' })
    quiz.waitForInputs()
    quiz.actor.send({ type: 'quiz.emailChange', value: ' ana@correo.mx ' })
    quiz.actor.send({ type: 'quiz.emailSubmit' })
    quiz.actor.send({ type: 'quiz.emailSubmit' })
    await flush()
    expect(quiz.sent).toHaveLength(1)
    expect(quiz.sent[0]?.input).toEqual({
      answers: { ...expectedAnswers, emailConsent: 'Sí' },
      email: 'ana@correo.mx',
    })
    quiz.sent[0]?.settle(ok)
    await flush()
    expect(quiz.snapshot().matches('emailSent')).toBe(true)
    quiz.actor.send({ type: 'quiz.emailSubmit' })
    expect(quiz.sent).toHaveLength(1)
    quiz.advance(3999)
    expect(quiz.snapshot().matches('emailSent')).toBe(true)
    quiz.advance(1)
    expect(quiz.snapshot().matches('loadingResults')).toBe(true)
    quiz.advance(2999)
    expect(quiz.showResults).not.toHaveBeenCalled()
    quiz.advance(1)
    expect(quiz.showResults).toHaveBeenCalledTimes(1)
  })

  it('a failed send shows the error, is logged and can be retried', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const quiz = startQuiz()
    reachConsent(quiz)
    quiz.actor.send({ type: 'quiz.answer', value: 'Sí' })
    quiz.waitForInputs()
    quiz.actor.send({ type: 'quiz.emailChange', value: 'ana@correo.mx' })
    quiz.actor.send({ type: 'quiz.emailSubmit' })
    await flush()
    quiz.sent[0]?.settle(failure('server-error', '500'))
    await flush()
    expect(quiz.snapshot().context.emailStatus).toBe('failed')
    expect(log).toHaveBeenCalled()
    quiz.actor.send({ type: 'quiz.emailSubmit' })
    await flush()
    quiz.sent[1]?.settle(new TypeError('Failed to fetch'))
    await flush()
    expect(quiz.snapshot().context.emailStatus).toBe('failed')
    quiz.actor.send({ type: 'quiz.emailSubmit' })
    await flush()
    expect(quiz.sent).toHaveLength(3)
    quiz.sent[2]?.settle(ok)
    await flush()
    expect(quiz.snapshot().matches('emailSent')).toBe(true)
    log.mockRestore()
  })
})
