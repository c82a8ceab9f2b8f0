import outlines from 'virtual:data/course-outlines'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Course } from '../../../data/courses.schema'
import { sectionTokens } from '../../domain/courseOutline'
import { NOT_SEARCHED, searchableAs } from '../../domain/searchKinds'
import {
  COURSE_ATTRIBUTE,
  COURSE_PROGRESS_TAG,
  COURSE_RESUME_TAG,
  PROGRESS_STATUS_TAG,
  SECTIONS_ATTRIBUTE,
  VIEW_ATTRIBUTE,
} from '../../enhance/pageContract'
import { useAppPart } from '../../ui/appPart'
import { CourseLevelBadge } from './LevelIcon'
import { ResetProgress } from './ResetProgress'
import { StarRating } from './StarRating'

// The course-progress elements (their page-script half is courseElements.page.ts).
const CourseProgressTag = COURSE_PROGRESS_TAG
const CourseResumeTag = COURSE_RESUME_TAG
const ProgressStatusTag = PROGRESS_STATUS_TAG

/** How many modules show before «Ver Todos» (spec §9). */
export const MODULES_PREVIEW = 2

/** /cursos/<id>: banner, description, modules, «Detalles» and «Aprenderás». */
export function CourseDetail({ course }: { course: Course }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const outline = outlines[course.id] ?? {}
  const modules = useAppPart<HTMLElement>('module-list', ['tap'])
  return (
    <div className="container section course-detail" {...searchableAs('cursos')}>
      <img className="course-detail__banner" src={course.bannerUrl} alt="" width="960" height="400" />
      <div className="course-detail__layout">
        <div className="course-detail__main">
          <h1>{course.title}</h1>
          {course.description.split('\n').map((paragraph) => (
            <p key={paragraph} className="course-detail__description">
              {paragraph}
            </p>
          ))}
          <section className="course-progress-panel" aria-labelledby="avance-titulo" {...NOT_SEARCHED}>
            {/* «Reiniciar mi avance» sits beside the title: hidden until there is progress, its
                reserved place costs no row of its own. */}
            <div className="course-progress-panel__head">
              <h2 id="avance-titulo">Tu avance</h2>
              <ResetProgress courseId={course.id} courseTitle={course.title} />
            </div>
            {/* What the student has done lives on their device: the custom elements draw it
                (src/features/courses/courseElements.page.ts); the HTML holds only what is true for anyone. */}
            <ProgressStatusTag />
            <CourseProgressTag
              {...{
                [COURSE_ATTRIBUTE]: course.id,
                [SECTIONS_ATTRIBUTE]: sectionTokens(outline),
                [VIEW_ATTRIBUTE]: 'bar',
              }}
            >
              Tu avance se guarda en este dispositivo, sin cuenta.
            </CourseProgressTag>
            <CourseResumeTag {...{ [COURSE_ATTRIBUTE]: course.id }}>
              <Link
                to="/cursos/$courseId/$moduleId"
                params={{ courseId: course.id, moduleId: course.modules[0]?.id ?? 'modulo-1' }}
              >
                Empieza por el módulo 1
              </Link>
              <span className="course-resume__where">{course.modules[0]?.title}</span>
            </CourseResumeTag>
          </section>
          <section aria-labelledby="modulos-titulo" {...modules}>
            <h2 id="modulos-titulo">Módulos</h2>
            <ol id={listId} className="module-list">
              {/* All of them are in the HTML (links for readers without JavaScript and for
                  search engines); past the preview they stay hidden until «Ver Todos». */}
              {course.modules.map((module, index) => (
                <li key={module.id} hidden={!expanded && index >= MODULES_PREVIEW}>
                  <Link
                    to="/cursos/$courseId/$moduleId"
                    params={{ courseId: course.id, moduleId: module.id }}
                  >
                    Módulo {index + 1}: {module.title}
                  </Link>
                  <span className="module-list__meta">
                    <CourseProgressTag
                      {...{
                        [COURSE_ATTRIBUTE]: course.id,
                        [SECTIONS_ATTRIBUTE]: sectionTokens({ [module.id]: outline[module.id] ?? [] }),
                        [VIEW_ATTRIBUTE]: 'module',
                      }}
                    >
                      {(outline[module.id] ?? []).length} secciones
                    </CourseProgressTag>
                    <span className="module-list__duration">{module.duration}</span>
                  </span>
                </li>
              ))}
            </ol>
            {course.modules.length > MODULES_PREVIEW && (
              <button
                type="button"
                className="button button--ghost button--small needs-js"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? 'Ocultar' : 'Ver Todos'}
              </button>
            )}
          </section>
        </div>
        <aside className="course-detail__aside">
          <section className="panel" aria-labelledby="detalles-titulo">
            <h2 id="detalles-titulo">Detalles</h2>
            <dl className="details-list">
              <div>
                <dt>Calificación</dt>
                <dd>
                  <StarRating rating={course.details.rating} />
                </dd>
              </div>
              <div>
                <dt>Nivel</dt>
                <dd>
                  <CourseLevelBadge level={course.details.level} />
                </dd>
              </div>
              <div>
                <dt>Modalidad</dt>
                <dd>{course.details.modality}</dd>
              </div>
              <div>
                <dt>Duración total</dt>
                <dd>{course.details.totalDuration}</dd>
              </div>
            </dl>
          </section>
          <section className="panel" aria-labelledby="aprenderas-titulo">
            <h2 id="aprenderas-titulo">Aprenderás</h2>
            <ul className="check-list">
              {course.extras.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </section>
          <Link to="/cursos" className="button button--secondary">
            Volver
          </Link>
        </aside>
      </div>
    </div>
  )
}
