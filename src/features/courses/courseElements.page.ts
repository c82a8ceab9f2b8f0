/**
 * The course-progress custom elements, loaded only by pages that have one (see main.ts),
 * and after a client-side navigation (defineOnDemand sees the new element). What they show depends
 * on the student's device, so the pre-rendered HTML carries only a neutral state (as light
 * DOM children, or nothing); each element draws the real state in its shadow root, which
 * React's hydration never compares (no mismatch, #418), inside a box whose size does not
 * depend on the state (CLS 0). All of them follow the page's one progress actor.
 *
 * - <course-progress data-course data-sections data-view="module|bar|percent">
 * - <section-mark data-course data-module data-section>: ✓ and «(leída)» in the reader's nav
 * - <course-resume data-course? data-titles?>: «Continúa donde te quedaste»
 * - <progress-status>: storage problems and the «damaged value» notice, said plainly
 *
 * It also records the sections a module page shows (followShownSection).
 */
import { CORRUPT_NOTICE } from '../../../machines/courseProgressMachine'
import { FINAL_EXAM_SECTION } from '../../domain/courseOutline'
import {
  type CourseProgress,
  courseCounts,
  FINAL_EXAM_KEY_SUFFIX,
  hasPassed,
  mostRecentCourse,
  openedCount,
  parseSectionTokens,
} from '../../domain/courseProgress'
import { STORAGE_PROBLEM_TEXT } from '../../domain/storedValue'
import {
  COURSE_ATTRIBUTE,
  COURSE_PROGRESS_TAG,
  COURSE_RESUME_TAG,
  MODULE_ATTRIBUTE,
  PROGRESS_STATUS_TAG,
  readAttribute,
  SECTION_ATTRIBUTE,
  SECTION_LABEL_ATTRIBUTE,
  SECTION_MARK_TAG,
  SECTIONS_ATTRIBUTE,
  TITLES_ATTRIBUTE,
  VIEW_ATTRIBUTE,
  withAttribute,
} from '../../enhance/pageContract'
import { type CourseProgressStore, courseProgressStore } from './progressStore'

type Snapshot = ReturnType<CourseProgressStore['getSnapshot']>

/** Shared behaviour: a shadow root, the store's subscription while connected, custom states. */
abstract class ProgressElement extends HTMLElement {
  readonly #internals = this.attachInternals()
  #unsubscribe: (() => void) | null = null

  connectedCallback() {
    const store = courseProgressStore()
    this.#draw(store.getSnapshot())
    const subscription = store.subscribe((snapshot) => this.#draw(snapshot))
    this.#unsubscribe = () => subscription.unsubscribe()
  }

  disconnectedCallback() {
    this.#unsubscribe?.()
    this.#unsubscribe = null
  }

  #draw(snapshot: Snapshot) {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    const { nodes, states } = this.view(snapshot.context.progress, snapshot)
    root.replaceChildren(...nodes)
    this.#internals.states.clear()
    for (const state of states) this.#internals.states.add(state)
  }

  protected abstract view(progress: CourseProgress, snapshot: Snapshot): { nodes: Node[]; states: string[] }
}

function part(tag: string, name: string, text = ''): HTMLElement {
  const element = document.createElement(tag)
  element.setAttribute('part', name)
  element.textContent = text
  return element
}

/** A <slot>: shows the element's own (neutral) children. */
const neutral = () => document.createElement('slot')

const percentText = (percent: number) => `${percent} %`

export class CourseProgressElement extends ProgressElement {
  protected view(progress: CourseProgress) {
    const courseId = readAttribute(this, COURSE_ATTRIBUTE)
    const modules = parseSectionTokens(readAttribute(this, SECTIONS_ATTRIBUTE))
    const view = readAttribute(this, VIEW_ATTRIBUTE) || 'module'
    if (view === 'module') {
      const [moduleId = '', sections = []] = Object.entries(modules)[0] ?? []
      const opened = openedCount(progress, courseId, moduleId, sections)
      const states = opened === 0 ? [] : opened === sections.length ? ['started', 'complete'] : ['started']
      return { nodes: [part('span', 'text', `${opened} de ${sections.length} secciones leídas`)], states }
    }
    const { opened, total, percent } = courseCounts(progress, courseId, modules)
    const states = opened === 0 ? [] : opened === total ? ['started', 'complete'] : ['started']
    const track = part('span', 'track')
    track.setAttribute('aria-hidden', 'true')
    const fill = part('span', 'fill')
    fill.style.width = `${percent}%`
    track.append(fill)
    if (view === 'percent') {
      if (opened === 0) return { nodes: [neutral()], states }
      return { nodes: [part('span', 'text', `Llevas ${percentText(percent)}`), track], states }
    }
    const label =
      opened === 0
        ? 'Aún no abres ninguna sección de este curso.'
        : `${percentText(percent)} del curso · ${opened} de ${total} secciones leídas`
    const examKey = Object.keys(progress.courses[courseId]?.scores ?? {}).find((key) =>
      key.endsWith(FINAL_EXAM_KEY_SUFFIX),
    )
    const exam = examKey ? progress.courses[courseId]?.scores[examKey] : undefined
    // Its row is kept either way (CLS 0): before the exam it says where to find it.
    const examModule = Object.entries(modules).find(([, sections]) =>
      sections.includes(FINAL_EXAM_SECTION),
    )?.[0]
    const examText = exam
      ? `Examen final, mejor resultado: ${exam.best} de ${exam.total} (${Math.round((exam.best / exam.total) * 100)} %)${hasPassed(exam.best, exam.total) ? ' · ¡Aprobaste!' : ''}`
      : `Examen final: todavía no lo presentas${examModule ? ` (está en el módulo ${examModule.replace(/^modulo-/, '')})` : ''}.`
    if (exam && hasPassed(exam.best, exam.total)) states.push('passed')
    return { nodes: [part('span', 'text', label), track, part('span', 'exam', examText)], states }
  }
}

export class SectionMarkElement extends ProgressElement {
  protected view(progress: CourseProgress) {
    const [course, module, section] = [
      readAttribute(this, COURSE_ATTRIBUTE),
      readAttribute(this, MODULE_ATTRIBUTE),
      readAttribute(this, SECTION_ATTRIBUTE),
    ]
    const read = progress.courses[course]?.opened[module]?.includes(section) ?? false
    if (!read) return { nodes: [], states: [] }
    const check = part('span', 'check', '✓')
    check.setAttribute('aria-hidden', 'true')
    return { nodes: [check, part('span', 'hidden', ' (leída)')], states: ['read'] }
  }
}

export class CourseResumeElement extends ProgressElement {
  protected view(progress: CourseProgress) {
    let titles: Record<string, string> = {}
    try {
      titles = JSON.parse(readAttribute(this, TITLES_ATTRIBUTE) || '{}') as Record<string, string>
    } catch {
      titles = {}
    }
    const course = readAttribute(this, COURSE_ATTRIBUTE)
    const courseIds = course ? [course] : Object.keys(titles)
    const recent = mostRecentCourse(progress, courseIds)
    if (!recent) return { nodes: [neutral()], states: [] }
    const { courseId, last } = recent
    const link = part('a', 'link', 'Continúa donde te quedaste') as HTMLAnchorElement
    link.href = `/cursos/${encodeURIComponent(courseId)}/${encodeURIComponent(last.moduleId)}?seccion=${encodeURIComponent(last.sectionId)}`
    const number = last.moduleId.replace(/^modulo-/, '')
    const where = [titles[courseId], `Módulo ${number}`, last.label].filter(Boolean).join(' · ')
    return { nodes: [link, part('span', 'where', where)], states: ['started'] }
  }
}

export class ProgressStatusElement extends ProgressElement {
  protected view(_progress: CourseProgress, snapshot: Snapshot) {
    const { problem: kind } = snapshot.context
    const problem = kind ? STORAGE_PROBLEM_TEXT[kind] : null
    const nodes: Node[] = []
    if (problem) nodes.push(part('p', 'problem', problem))
    if (snapshot.context.notice === 'corrupt') {
      const notice = part('p', 'notice', CORRUPT_NOTICE)
      const dismiss = part('button', 'dismiss', 'Entendido') as HTMLButtonElement
      dismiss.type = 'button'
      dismiss.addEventListener('click', () => courseProgressStore().send({ type: 'notice.dismiss' }))
      nodes.push(notice, dismiss)
    }
    return { nodes, states: nodes.length > 0 ? ['shown'] : [] }
  }
}

const elements: [string, CustomElementConstructor][] = [
  [COURSE_PROGRESS_TAG, CourseProgressElement],
  [SECTION_MARK_TAG, SectionMarkElement],
  [COURSE_RESUME_TAG, CourseResumeElement],
  [PROGRESS_STATUS_TAG, ProgressStatusElement],
]

/** The reader's nav: it names the course and module shown, and marks the current section. */
const READER_NAV = `nav${withAttribute(COURSE_ATTRIBUTE)}${withAttribute(MODULE_ATTRIBUTE)}`
/** The nav's link to a section. */
const sectionLink = (section: string) => `a[${SECTION_ATTRIBUTE}="${CSS.escape(section)}"]`

export function defineCourseElements() {
  for (const [tag, definition] of elements)
    if (!customElements.get(tag)) customElements.define(tag, definition)
}

/**
 * On phones the reader's side navigation is a <select>, whose options cannot hold a
 * <section-mark>. A read section's option gets a `label` — what the browser shows and reads
 * out instead of its text — «✓ Objetivos (leída)». React never renders `label`, so it never
 * undoes it; the module is read from the nav on every change (it changes with in-app
 * navigation, and options of the same id are reused).
 */
export function markReadOptions(doc: Document = document) {
  const update = () => {
    const nav = doc.querySelector<HTMLElement>(READER_NAV)
    if (!nav) return
    const opened =
      courseProgressStore().getSnapshot().context.progress.courses[readAttribute(nav, COURSE_ATTRIBUTE)]
        ?.opened[readAttribute(nav, MODULE_ATTRIBUTE)] ?? []
    for (const option of nav.querySelectorAll('option')) {
      if (opened.includes(option.value)) option.label = `✓ ${option.text} (leída)`
      else option.removeAttribute('label')
    }
  }
  update()
  courseProgressStore().subscribe(update)
}

/**
 * Records each section a module page shows as opened (and as the last one visited), in one
 * place for the page and the app. On load, the section the URL names (?seccion=), else the
 * first; then every section the reader marks current on its nav (`data-section`), on this
 * page or after an in-app move to another module. The pre-rendered nav (and React's first
 * render, which matches it) marks the first section current whatever the URL says: until
 * the URL's section is the one shown, the nav's is not what the student opened.
 */
export function followShownSection(doc: Document = document, now = () => Date.now()) {
  const find = () => doc.querySelector<HTMLElement>(`${READER_NAV}${withAttribute(SECTION_ATTRIBUTE)}`)
  const fromUrl = (nav: HTMLElement) => {
    const wanted = new URLSearchParams(doc.location.search).get('seccion')
    return wanted && nav.querySelector(sectionLink(wanted)) ? wanted : null
  }
  let recorded = ''
  let module = ''
  let waitingFor: string | null = null
  const update = () => {
    const nav = find()
    if (!nav) return
    const [course, moduleId, section] = [
      readAttribute(nav, COURSE_ATTRIBUTE),
      readAttribute(nav, MODULE_ATTRIBUTE),
      readAttribute(nav, SECTION_ATTRIBUTE),
    ]
    if (!section) return
    if (`${course}/${moduleId}` !== module) {
      module = `${course}/${moduleId}`
      waitingFor = fromUrl(nav)
    }
    const shown = waitingFor ?? section
    if (waitingFor === section) waitingFor = null
    if (`${module}/${shown}` === recorded) return
    recorded = `${module}/${shown}`
    const link = nav.querySelector<HTMLElement>(sectionLink(shown))
    courseProgressStore().send({
      type: 'section.open',
      courseId: course,
      moduleId,
      sectionId: shown,
      label: link ? readAttribute(link, SECTION_LABEL_ATTRIBUTE) : '',
      at: now(),
    })
  }
  update()
  new MutationObserver(update).observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [SECTION_ATTRIBUTE, MODULE_ATTRIBUTE],
  })
}
