/**
 * The course-progress custom elements as the app renders them (their page-script half, which
 * draws what the device holds, is courseElements.page.ts). Tags and attributes come from the
 * page contract, where both halves read them.
 */
import type { ReactNode } from 'react'
import { PAGE_TAGS, pageAttributes } from '../../enhance/pageContract'

const CourseProgressTag = PAGE_TAGS.courseProgress
const SectionMarkTag = PAGE_TAGS.sectionMark
const CourseResumeTag = PAGE_TAGS.courseResume
const ProgressStatusTag = PAGE_TAGS.progressStatus

/** How far a student is: in one module, a course's bar, or «Llevas 43 %» on a card. */
export function CourseProgress(props: {
  course: string
  /** sectionTokens() of what it counts. */
  sections: string
  view: 'module' | 'bar' | 'percent'
  className?: string
  /** The neutral state, shown until the device has been read. */
  children?: ReactNode
}) {
  const { course, sections, view, className, children } = props
  return (
    <CourseProgressTag class={className} {...pageAttributes({ course, sections, view })}>
      {children}
    </CourseProgressTag>
  )
}

/** ✓ and «(leída)» beside a section the student has opened. */
export function SectionMark({
  course,
  module,
  section,
}: {
  course: string
  module: string
  section: string
}) {
  return <SectionMarkTag {...pageAttributes({ course, module, section })} />
}

/** «Continúa donde te quedaste»: in one course, or in the most recent of `titles`' courses. */
export function CourseResume(props: {
  course?: string
  titles?: Record<string, string>
  className?: string
  children: ReactNode
}) {
  const { course, titles, className, children } = props
  return (
    <CourseResumeTag
      class={className}
      {...pageAttributes({ course, titles: titles && JSON.stringify(titles) })}
    >
      {children}
    </CourseResumeTag>
  )
}

/** Storage problems and the damaged-progress notice, said plainly. */
export function ProgressStatus() {
  return <ProgressStatusTag />
}
