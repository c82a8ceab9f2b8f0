import courses from 'virtual:data/courses'
import { filterCourses } from '../../domain/courseSearch'
import { COURSE_RESUME_TAG, PROGRESS_STATUS_TAG, TITLES_ATTRIBUTE } from '../../enhance/pageContract'
import { EmptyState } from '../../ui/EmptyState'
import { SearchInput } from '../../ui/SearchInput'
import { CourseCard } from './CourseCard'

// The course-progress elements (their page-script half is courseElements.page.ts).
const CourseResumeTag = COURSE_RESUME_TAG
const ProgressStatusTag = PROGRESS_STATUS_TAG

/** /cursos: the cover, the filter and the course cards. */
export function CoursesHome({ query, onQueryChange }: { query: string; onQueryChange: (q: string) => void }) {
  const found = filterCourses(courses, query)
  return (
    <>
      <section className="courses-cover" aria-labelledby="cursos-titulo">
        <div className="container">
          <p className="eyebrow">Cursos gratis · a tu ritmo</p>
          <h1 id="cursos-titulo">Aprende lo que la escuela no te enseñó</h1>
          <p className="lead">
            Cursos de lectura, sin videos que se coman tus datos: módulos cortos, ejemplos en pesos, quizzes
            para practicar y un examen final.
          </p>
        </div>
      </section>
      <div className="container section courses">
        <ProgressStatusTag />
        {/* The most recent course on this device (src/features/courses/courseElements.page.ts). */}
        <CourseResumeTag
          class="course-resume--home"
          {...{
            [TITLES_ATTRIBUTE]: JSON.stringify(
              Object.fromEntries(courses.map((course) => [course.id, course.title])),
            ),
          }}
        >
          Tu avance en los cursos se guarda en este dispositivo, sin cuenta.
        </CourseResumeTag>
        <SearchInput
          label="Filtrar cursos por título, nivel o duración"
          placeholder="Filtrar por título, nivel o duración…"
          value={query}
          onChange={onQueryChange}
        />
        {found.length === 0 ? (
          <EmptyState title="No se encontraron cursos.">
            <button type="button" className="button button--secondary" onClick={() => onQueryChange('')}>
              Ver todos los cursos
            </button>
          </EmptyState>
        ) : (
          <ul className="grid course-grid">
            {found.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
