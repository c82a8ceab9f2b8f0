import { useId, useRef, useState } from 'react'
import { useAppPart } from '../../ui/appPart'
import { sendProgress } from './pageProgress'

/**
 * «Reiniciar mi avance» for one course, with a native <dialog> to confirm (Escape and
 * «Cancelar» close it; the browser moves focus to «Cancelar», the first button, and back). Shown by CSS only once the
 * course has progress (course-progress:state(started) in the same panel).
 */
export function ResetProgress({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [done, setDone] = useState(false)
  const part = useAppPart<HTMLDivElement>('progress-reset', ['tap'])
  return (
    <div className="progress-reset" {...part}>
      <button
        type="button"
        className="button button--ghost button--small progress-reset__open needs-js"
        onClick={() => {
          setDone(false)
          dialog.current?.showModal()
        }}
      >
        Reiniciar mi avance
      </button>
      <p className="progress-reset__done" role="status">
        {done ? 'Listo: tu avance en este curso se reinició.' : ''}
      </p>
      <dialog ref={dialog} className="progress-reset__dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>¿Reiniciar tu avance?</h2>
        <p>
          Se borran de este dispositivo las secciones leídas y tus resultados de quizzes y del examen de «
          {courseTitle}». No se puede deshacer.
        </p>
        <form method="dialog" className="progress-reset__actions">
          <button type="submit" className="button button--secondary" value="cancel">
            Cancelar
          </button>
          <button
            type="submit"
            className="button button--primary"
            value="reset"
            onClick={() => {
              sendProgress({ type: 'course.reset', courseId })
              setDone(true)
            }}
          >
            Sí, reiniciar
          </button>
        </form>
      </dialog>
    </div>
  )
}
