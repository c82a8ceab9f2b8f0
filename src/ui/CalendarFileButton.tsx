import { type ReactNode, useId, useState } from 'react'
import { type CalendarProgramme, calendarFile } from '../domain/callCalendar'
import { todayInMexicoCity } from '../domain/callStatus'
import { useAppPart } from './appPart'
import { downloadFile } from './downloadFile'

interface CalendarFileButtonProps {
  children: ReactNode
  className: string
  statusClassName: string
  fileName: string
  /** The programmes to put in the file, read at the moment of the tap (they may need loading). */
  programmes: () => readonly CalendarProgramme[] | Promise<readonly CalendarProgramme[]>
  /** What to say when none of them has a date worth keeping today. */
  nothingToAdd: string
  /** What to say after a download (which programmes it left out); '' for nothing. */
  afterDownload?: (programmes: readonly CalendarProgramme[], today: string) => string
}

/**
 * «Agregar a mi calendario» / «Descargar calendario»: writes the .ics for today (decision
 * 0002) and downloads it, or says plainly why there is no file.
 */
export function CalendarFileButton({
  children,
  className,
  statusClassName,
  fileName,
  programmes,
  nothingToAdd,
  afterDownload,
}: CalendarFileButtonProps) {
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const statusId = useId()
  const part = useAppPart<HTMLButtonElement>('calendar-file', ['tap'])
  return (
    <>
      <button
        type="button"
        {...part}
        className={className}
        aria-describedby={statusId}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setStatus('')
          try {
            const list = await programmes()
            const today = todayInMexicoCity(new Date())
            const text = await calendarFile(list, today)
            if (text) {
              downloadFile(text, fileName, 'text/calendar;charset=utf-8')
              setStatus(afterDownload?.(list, today) ?? '')
            } else setStatus(nothingToAdd)
          } catch {
            setStatus('No pudimos crear el archivo de calendario. Revisa tu conexión e inténtalo de nuevo.')
          } finally {
            setBusy(false)
          }
        }}
      >
        {children}
      </button>
      <p id={statusId} className={statusClassName} role="status">
        {status}
      </p>
    </>
  )
}
