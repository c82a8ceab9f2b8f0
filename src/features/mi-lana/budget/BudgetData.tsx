import { useId, useState } from 'react'
import { MAX_CSV_CHARS, spendingsCsv } from '../../../domain/lana/csv'
import { downloadFile } from '../../../ui/downloadFile'
import { Icon } from '../../../ui/Icon'
import type { BudgetBoardProps } from './BudgetBoard'

/** What an import brought, in words, with one line per bad row of the file. */
function ImportReport({ props }: { props: BudgetBoardProps }) {
  const { imported } = props.context
  if (!imported) return null
  const { added, alreadyThere, newCategories, intoOthers, problems } = imported
  return (
    <div className="alert-box lana-import" role="status">
      <p>
        {added === 0
          ? 'No entró ningún gasto nuevo.'
          : added === 1
            ? 'Listo: entró 1 gasto.'
            : `Listo: entraron ${added} gastos.`}
        {alreadyThere === 1 && ' 1 ya estaba y no se duplicó.'}
        {alreadyThere > 1 && ` ${alreadyThere} ya estaban y no se duplicaron.`}
      </p>
      {newCategories.length > 0 && <p>Categorías nuevas: {newCategories.join(', ')}.</p>}
      {intoOthers > 0 && (
        <p>
          {intoOthers === 1 ? '1 gasto fue' : `${intoOthers} gastos fueron`} a «Otros» porque ya tienes 30
          categorías; su categoría quedó en la nota.
        </p>
      )}
      {problems.length > 0 && (
        <>
          <p>Estas líneas del archivo no entraron:</p>
          <ul className="lana-import__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => props.send({ type: 'import.dismiss' })}
      >
        Entendido
      </button>
    </div>
  )
}

/** «Tus datos»: the spendings as a CSV file to keep or open in a spreadsheet, back in, and print. */
export function BudgetData({ onPrint, ...props }: BudgetBoardProps & { onPrint: () => void }) {
  const id = useId()
  const { budget } = props.context
  const [fileProblem, setFileProblem] = useState('')
  return (
    <section className="card lana-panel lana-data no-print" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Tus datos</h3>
      <p>
        Guarda una copia de todos tus gastos o ábrelos en Excel o en Hojas de cálculo de Google. El archivo se
        queda contigo: no lo mandamos a ningún lado.
      </p>
      <div className="lana-data__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={budget.spendings.length === 0}
          onClick={() => {
            downloadFile(
              spendingsCsv(budget.spendings, budget.categories),
              'mi-lana-gastos.csv',
              'text/csv;charset=utf-8',
            )
            props.say('Listo: descargamos mi-lana-gastos.csv.')
          }}
        >
          <Icon name="download" />
          Descargar mis gastos (CSV)
        </button>
        <button type="button" className="button button--ghost" onClick={onPrint}>
          Imprimir este mes
        </button>
      </div>
      <div className="field lana-data__import">
        <label htmlFor={`${id}-file`} className="field__label">
          Traer gastos de un archivo CSV
        </label>
        <p id={`${id}-hint`} className="field__hint">
          Con las columnas fecha, categoría, monto y nota (y «pago del mes», si quieres), como el que
          descargas aquí. Lo que ya tengas no se duplica.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="lana-data__file"
          aria-describedby={`${id}-hint`}
          onChange={async (event) => {
            const input = event.currentTarget
            const file = input.files?.[0]
            if (!file) return
            setFileProblem('')
            if (file.size > MAX_CSV_CHARS * 2)
              setFileProblem('El archivo es demasiado grande para «Mi lana».')
            else {
              try {
                props.send({ type: 'csv.import', text: await file.text() })
              } catch {
                setFileProblem('No pudimos leer ese archivo. Intenta guardarlo otra vez como CSV.')
              }
            }
            // The same file can be chosen again.
            input.value = ''
          }}
        />
        <p className="field__error" role="alert">
          {fileProblem}
        </p>
      </div>
      <ImportReport props={props} />
    </section>
  )
}
