import courses from 'virtual:data/courses'
import { filterCourses } from '../../domain/courseSearch'
import { EmptyState } from '../../ui/EmptyState'
import { SearchInput } from '../../ui/SearchInput'
import { CourseCard } from './CourseCard'
import { CourseResume, ProgressStatus } from './ProgressElements'

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
        <ProgressStatus />
        {/* The most recent course on this device (src/features/courses/courseElements.page.ts). */}
        <CourseResume
          className="course-resume--home"
          titles={Object.fromEntries(courses.map((course) => [course.id, course.title]))}
        >
          Tu avance en los cursos se guarda en este dispositivo, sin cuenta.
        </CourseResume>
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
