import { useNavigate, useRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Course } from '../../../data/courses.schema'
import type { CourseModule } from '../../../data/module.schema'
import {
  canGoNext,
  canGoPrevious,
  moduleReaderMachine,
  type ReaderEvent,
} from '../../../machines/moduleReaderMachine'
import { sectionTokens } from '../../domain/courseOutline'
import {
  COURSE_ATTRIBUTE,
  COURSE_PROGRESS_TAG,
  MODULE_ATTRIBUTE,
  SECTION_ATTRIBUTE,
  SECTION_LABEL_ATTRIBUTE,
  SECTION_MARK_TAG,
  SECTIONS_ATTRIBUTE,
  VIEW_ATTRIBUTE,
} from '../../enhance/pageContract'
import { useAppPart, useEarlyValue } from '../../ui/appPart'
import { BackLink } from '../../ui/BackLink'
import { Entering } from '../../ui/Entering'
import { Icon } from '../../ui/Icon'
import { scrollToY } from '../../ui/motion'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { SectionContent } from './SectionContent'

// The course-progress elements (their page-script half is courseElements.page.ts).
const CourseProgressTag = COURSE_PROGRESS_TAG
const SectionMarkTag = SECTION_MARK_TAG

/**
 * Quizzes and the exam load on their own: the pre-rendered page always shows a module's
 * first section, never a quiz, so the quiz code is not part of a module page's first load.
 * The reader fetches it as soon as it opens a module that has one.
 */
const loadExam = () => import('./ExamSection')
const ExamSection = lazy(() => loadExam().then((module) => ({ default: module.ExamSection })))

interface ModuleReaderProps {
  course: Course
  module: CourseModule
  /** The section named in the URL (?seccion=), once the page is hydrated. */
  sectionId: string | undefined
}

/** /cursos/<course>/<module>: side navigation, the selected section and «Anterior» / «Siguiente». */
export function ModuleReader({ course, module, sectionId }: ModuleReaderProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const selectId = useId()
  const position = course.modules.findIndex((entry) => entry.id === module.id)
  const nextModuleId = course.modules[position + 1]?.id ?? null
  const sections = useMemo(() => module.sections.map((section) => section.id), [module])

  // The machine is created once; moving between modules keeps the same reader, so its
  // actions read the current course and module from a ref, never a stale closure.
  const routeIds = useRef({ courseId: course.id, moduleId: module.id })
  routeIds.current = { courseId: course.id, moduleId: module.id }
  const [machine] = useState(() =>
    moduleReaderMachine.provide({
      actions: {
        showSection: ({ context }) =>
          navigate({
            to: '/cursos/$courseId/$moduleId',
            params: routeIds.current,
            search: { seccion: context.sections[context.index] },
            resetScroll: false,
          }),
        openNextModule: ({ context }) =>
          context.nextModuleId &&
          navigate({
            to: '/cursos/$courseId/$moduleId',
            params: { courseId: routeIds.current.courseId, moduleId: context.nextModuleId },
          }),
        scrollToTop: () => scrollToY(0),
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { sections, nextModuleId, sectionId } })

  // Opening another module starts it over, at the section its URL names (if any).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different module reopens the reader
  useEffect(() => {
    send({ type: 'reader.open', sections, nextModuleId, sectionId })
  }, [module.id, course.id])

  // The pre-rendered page shows the first section; the route passes the URL's section only
  // once hydrated (useHydratedValue), and it applies once.
  const appliedUrlSection = useRef(false)
  useEffect(() => {
    if (!sectionId || appliedUrlSection.current) return
    appliedUrlSection.current = true
    send({ type: 'reader.goTo', sectionId })
  }, [sectionId, send])

  // The back and forward buttons move between sections the reader put in the URL.
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        if (action.type !== 'BACK' && action.type !== 'FORWARD' && action.type !== 'GO') return
        const fromUrl = new URLSearchParams(window.location.search).get('seccion')
        send({ type: 'reader.goTo', sectionId: fromUrl ?? sections[0] ?? '' })
      }),
    [router, send, sections],
  )

  const hasQuiz = module.sections.some((section) => section.questions)
  useEffect(() => {
    if (hasQuiz) void loadExam()
  }, [hasQuiz])

  const { context } = state
  const current = module.sections[context.index] ?? module.sections[0]
  const sectionHref = (id: string) => `/cursos/${course.id}/${module.id}?seccion=${id}`
  // Sections the student opens here arrive; the one the page opened with is simply there.
  const [studentMoved, setStudentMoved] = useState(false)
  const move = (event: ReaderEvent) => {
    setStudentMoved(true)
    send(event)
  }
  /** Shows a section and puts it in the URL (the side links, the phone's selector). */
  const openSection = (id: string) => {
    move({ type: 'reader.goTo', sectionId: id })
    navigate({
      to: '/cursos/$courseId/$moduleId',
      params: { courseId: course.id, moduleId: module.id },
      search: { seccion: id },
      resetScroll: false,
    })
  }
  const selector = useEarlyValue<HTMLSelectElement>(current?.id ?? '', openSection)
  const nav = useAppPart<HTMLElement>('reader-nav', ['choice', 'tap'])
  const pager = useAppPart<HTMLDivElement>('reader-pager', ['tap'])
  if (!current) return null
  const number = position + 1

  return (
    <div className="container section reader">
      <img className="reader__banner" src={module.bannerUrl} alt="" width="960" height="320" />
      <BackLink to="/cursos/$courseId" params={{ courseId: course.id }}>
        Volver al curso
      </BackLink>
      <header className="reader__header">
        <p className="eyebrow">{course.title}</p>
        <h1>
          Módulo {number}: {module.title}
        </h1>
        <p className="reader__format">
          {module.format} · {module.estimatedDuration}
        </p>
      </header>
      <div className="reader__layout">
        <nav
          {...nav}
          className="reader__nav"
          aria-label="Secciones del módulo"
          // The section shown: the progress chunk records it (courseElements.page.ts).
          {...{
            [COURSE_ATTRIBUTE]: course.id,
            [MODULE_ATTRIBUTE]: module.id,
            [SECTION_ATTRIBUTE]: current.id,
          }}
        >
          <label htmlFor={selectId} className="reader__select-label needs-js">
            Sección
          </label>
          <select
            ref={selector}
            id={selectId}
            className="field__input reader__select needs-js"
            value={current.id}
            onChange={(event) => openSection(event.target.value)}
          >
            {module.sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.navLabel}
              </option>
            ))}
          </select>
          <CourseProgressTag
            class="reader__progress"
            {...{
              [COURSE_ATTRIBUTE]: course.id,
              [SECTIONS_ATTRIBUTE]: sectionTokens({ [module.id]: sections }),
              [VIEW_ATTRIBUTE]: 'module',
            }}
          >
            {sections.length} secciones
          </CourseProgressTag>
          <ol className="reader__sections">
            {module.sections.map((section) => (
              <li key={section.id}>
                {/* A plain link: its state is the reader's section, which the page's HTML and
                    the first client render agree on (a router Link also marks itself active
                    from the URL's ?seccion=, which the pre-rendered HTML cannot know). */}
                <a
                  href={sectionHref(section.id)}
                  onClick={(event) => {
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return
                    event.preventDefault()
                    openSection(section.id)
                  }}
                  aria-current={section.id === current.id ? 'step' : undefined}
                  className={section.id === current.id ? 'is-active' : undefined}
                  {...{ [SECTION_ATTRIBUTE]: section.id, [SECTION_LABEL_ATTRIBUTE]: section.navLabel }}
                >
                  {section.navLabel}
                  <SectionMarkTag
                    {...{
                      [COURSE_ATTRIBUTE]: course.id,
                      [MODULE_ATTRIBUTE]: module.id,
                      [SECTION_ATTRIBUTE]: section.id,
                    }}
                  />
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <section className="reader__section" aria-labelledby="seccion-titulo">
          {/* A section the student opens rises into place. */}
          <Entering key={`${module.id}-${current.id}`} from={{ y: 16 }} still={!studentMoved}>
            <h2 id="seccion-titulo">{current.title}</h2>
            {current.questions ? (
              <Suspense fallback={<p className="exam__loading">Cargando el quiz…</p>}>
                <ExamSection
                  questions={current.questions}
                  course={course}
                  moduleId={module.id}
                  sectionId={current.id}
                />
              </Suspense>
            ) : (
              <SectionContent blocks={current.content ?? []} title={current.title} />
            )}
          </Entering>
          <div className="reader__pager no-print needs-js" {...pager}>
            <button
              type="button"
              className="button button--ghost"
              disabled={!canGoPrevious(context)}
              onClick={() => move({ type: 'reader.previous' })}
            >
              <Icon name="chevronLeft" />
              Anterior
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!canGoNext(context)}
              onClick={() => move({ type: 'reader.next' })}
            >
              Siguiente
              <Icon name="chevronRight" />
            </button>
          </div>
        </section>
        {/* Without JavaScript the reader cannot switch sections: every other one follows,
            read-only (a browser running scripts never builds this, nor does React hydrate it). */}
        <noscript>
          <NoScriptNote>
            Sin JavaScript ves todas las secciones seguidas; los quizzes necesitan JavaScript.
          </NoScriptNote>
          {module.sections
            .filter((section) => section.id !== current.id)
            .map((section) => (
              <section key={section.id} className="reader__section" aria-labelledby={`seccion-${section.id}`}>
                <h2 id={`seccion-${section.id}`}>{section.title}</h2>
                {section.questions ? (
                  <ol className="exam__static">
                    {section.questions.map((question) => (
                      <li key={question.id}>{question.question}</li>
                    ))}
                  </ol>
                ) : (
                  <SectionContent blocks={section.content ?? []} title={section.title} />
                )}
              </section>
            ))}
        </noscript>
      </div>
    </div>
  )
}
