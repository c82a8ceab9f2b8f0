import { describe, expect, it } from 'vitest'
import {
  addCategory,
  addSpending,
  type Budget,
  emptyBudget,
  MAX_CATEGORIES,
  monthSummary,
  OTHERS_ID,
} from '../../../src/domain/lana/budget'
import { importSpendings, readSpendingsCsv, spendingsCsv } from '../../../src/domain/lana/csv'

const BOM = '\uFEFF'

function sample(): Budget {
  const { budget: withPet, id: pet } = addCategory(emptyBudget(), 'Mascota; croquetas')
  return [
    { date: '2026-11-20', categoryId: 'comida', amount: 123_450, note: 'súper, «La Comer»' },
    { date: '2026-11-02', categoryId: 'transporte', amount: 1_100 },
    { date: '2026-11-05', categoryId: 'escuela', amount: 35_000, note: 'copias\ny engargolado' },
    { date: '2026-11-05', categoryId: pet, amount: 89_990, note: 'dijo "la grande"' },
    { date: '2026-12-01', categoryId: 'salidas', amount: 5, note: '-descuento 2x1' },
    { date: '2026-12-01', categoryId: 'salidas', amount: 5, note: '=SUMA(A1)' },
  ].reduce(addSpending, withPet)
}

describe('CSV export', () => {
  it('UTF-8 with BOM, the header, CRLF, RFC 4180 quoting, plain decimals, oldest first', () => {
    expect(spendingsCsv(sample().spendings, sample().categories)).toBe(
      `${BOM}fecha,categoría,monto,nota,pago del mes\r\n` +
        '2026-11-02,Transporte,11.00,,\r\n' +
        '2026-11-05,"Escuela (colegiatura, copias, materiales)",350.00,"copias\ny engargolado",\r\n' +
        '2026-11-05,"Mascota; croquetas",899.90,"dijo ""la grande""",\r\n' +
        '2026-11-20,Comida,1234.50,"súper, «La Comer»",\r\n' +
        "2026-12-01,Salidas,0.05,'-descuento 2x1,\r\n" +
        "2026-12-01,Salidas,0.05,'=SUMA(A1),\r\n",
    )
  })

  it('an empty list is just the header', () => {
    expect(spendingsCsv([], emptyBudget().categories)).toBe(
      `${BOM}fecha,categoría,monto,nota,pago del mes\r\n`,
    )
  })
})

describe('the monthly mark («pago del mes»)', () => {
  const tuition = addSpending(emptyBudget(), {
    date: '2026-11-03',
    categoryId: 'escuela',
    amount: 250_000,
    note: 'colegiatura',
    monthly: true,
  })
  const withTaco = addSpending(tuition, { date: '2026-11-04', categoryId: 'comida', amount: 4_500 })

  it('is written «sí» on a bill paid once a month, empty on the rest', () => {
    expect(spendingsCsv(withTaco.spendings, withTaco.categories).split('\r\n').slice(1, 3)).toEqual([
      '2026-11-03,"Escuela (colegiatura, copias, materiales)",2500.00,colegiatura,sí',
      '2026-11-04,Comida,45.00,,',
    ])
  })

  it('comes back from the file the page wrote: a bill stays a bill, on another device too', () => {
    const reading = readSpendingsCsv(spendingsCsv(withTaco.spendings, withTaco.categories))
    expect(reading.problems).toEqual([])
    const { budget } = importSpendings(emptyBudget(), reading.rows)
    expect(budget.spendings.map(({ note, monthly }) => [note, monthly])).toEqual([
      ['colegiatura', true],
      [undefined, undefined],
    ])
  })

  it('reads «Sí», «si» and «no» as a person types them, and says what to write otherwise', () => {
    const text =
      'fecha,categoría,monto,pago del mes\n2026-11-03,Escuela,10,Sí\n2026-11-04,Escuela,10,si\n2026-11-05,Escuela,10,no\n2026-11-06,Escuela,10,cada mes\n'
    const reading = readSpendingsCsv(text)
    expect(reading.rows.map((row) => row.monthly)).toEqual([true, true, undefined])
    expect(reading.problems).toEqual(['Línea 5: en «pago del mes» escribe «sí» o déjalo vacío.'])
  })
})

describe('CSV import', () => {
  it('round trip: export, clear, import gives the same spendings and totals', () => {
    const budget = sample()
    const text = spendingsCsv(budget.spendings, budget.categories)
    const reading = readSpendingsCsv(text)
    expect(reading.problems).toEqual([])
    const cleared = { ...budget, spendings: [] }
    const { budget: imported, added, alreadyThere, newCategories } = importSpendings(cleared, reading.rows)
    expect([added, alreadyThere, newCategories]).toEqual([6, 0, []])
    const comparable = (entries: Budget['spendings']) =>
      entries.map(({ date, categoryId, amount, note }) => [date, categoryId, amount, note ?? '']).sort()
    expect(comparable(imported.spendings)).toEqual(comparable(budget.spendings))
    for (const month of ['2026-11', '2026-12']) {
      const [before, after] = [
        monthSummary(budget, month, '2026-11-10'),
        monthSummary(imported, month, '2026-11-10'),
      ]
      expect(after.spent).toBe(before.spent)
      expect(after.lines).toEqual(before.lines)
    }
  })

  it('importing the same file again adds nothing; equal rows in one file are all kept', () => {
    const text = `fecha,categoría,monto,nota\n2026-11-03,Comida,45,café\n2026-11-03,Comida,45,café\n`
    const once = importSpendings(emptyBudget(), readSpendingsCsv(text).rows)
    expect(once.added).toBe(2)
    const twice = importSpendings(once.budget, readSpendingsCsv(text).rows)
    expect([twice.added, twice.alreadyThere, twice.budget.spendings.length]).toEqual([0, 2, 2])
  })

  it('Excel’s semicolons, no BOM, columns in another order, día/mes/año dates, «$1,234.50»', () => {
    const text =
      'Monto;Fecha;Categoria;Nota\r\n"$1,234.50";24/11/2026;COMIDA;\r\n80;1/12/2026;transporte;metro\r\n'
    const { rows, problems } = readSpendingsCsv(text)
    expect(problems).toEqual([])
    expect(rows).toEqual([
      { line: 2, date: '2026-11-24', category: 'COMIDA', amount: 123_450 },
      { line: 3, date: '2026-12-01', category: 'transporte', amount: 8_000, note: 'metro' },
    ])
    const { budget } = importSpendings(emptyBudget(), rows)
    expect(budget.spendings.map((spending) => spending.categoryId)).toEqual(['comida', 'transporte'])
  })

  it('a file without «nota» works; a file without the needed columns says which', () => {
    expect(readSpendingsCsv('fecha,categoría,monto\n2026-11-03,Comida,45\n').rows).toHaveLength(1)
    expect(readSpendingsCsv('fecha,monto\n2026-11-03,45\n')).toEqual({
      rows: [],
      problems: ['La primera línea debe tener las columnas fecha, categoría, monto y nota.'],
    })
    expect(readSpendingsCsv('').problems).toEqual([
      'La primera línea debe tener las columnas fecha, categoría, monto y nota.',
    ])
  })

  it('bad rows are named by their line (quoted line breaks counted) and skipped; the rest come in', () => {
    const text = [
      'fecha,categoría,monto,nota',
      '2026-11-03,Comida,45,"una nota',
      'de dos líneas"',
      '2026-02-30,Comida,45,',
      '2026-11-04,Comida,-45,',
      '2026-11-04,,45,',
      '',
      '2026-11-05,Comida,doce,',
      `2026-11-06,Comida,10,${'x'.repeat(141)}`,
      '2026-11-07,Comida,10,"sin cerrar',
      '2026-11-08,Comida,10,',
    ].join('\r\n')
    const { rows, problems } = readSpendingsCsv(text)
    expect(rows.map((row) => row.line)).toEqual([2])
    expect(rows[0]?.note).toBe('una nota\r\nde dos líneas')
    expect(problems).toEqual([
      'Línea 4: la fecha «2026-02-30» no es válida; usa año-mes-día (2026-11-24) o día/mes/año.',
      'Línea 5: el monto «-45» no sirve. El monto no puede ser negativo.',
      'Línea 6: falta la categoría.',
      'Línea 8: el monto «doce» no sirve. Escribe el monto solo con números, por ejemplo 1,234.50.',
      'Línea 9: la nota tiene más de 140 letras.',
      'Línea 10: unas comillas no se cierran.',
    ])
  })

  it('unknown categories are created; once the list is full they go to «Otros» with their name', () => {
    const text = 'fecha,categoría,monto,nota\n2026-11-03,Gimnasio,300,mensualidad\n2026-11-04,gimnasio,50,\n'
    const created = importSpendings(emptyBudget(), readSpendingsCsv(text).rows)
    expect(created.newCategories).toEqual(['Gimnasio'])
    expect(created.budget.categories.filter((category) => category.name === 'Gimnasio')).toHaveLength(1)
    let full = emptyBudget()
    while (full.categories.length < MAX_CATEGORIES)
      full = addCategory(full, `Extra ${full.categories.length}`).budget
    const others = importSpendings(full, readSpendingsCsv(text).rows)
    expect(others.intoOthers).toBe(2)
    expect(others.budget.categories).toHaveLength(MAX_CATEGORIES)
    expect(others.budget.spendings.map(({ categoryId, note }) => [categoryId, note])).toEqual([
      [OTHERS_ID, 'Gimnasio · mensualidad'],
      [OTHERS_ID, 'gimnasio'],
    ])
  })

  it('a file far too big is refused in one sentence', () => {
    expect(readSpendingsCsv('x'.repeat(2_000_001)).problems).toEqual([
      'El archivo es demasiado grande para «Mi lana».',
    ])
  })
})
