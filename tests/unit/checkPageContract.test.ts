import { describe, expect, it } from 'vitest'
import { pageContractProblems } from '../../scripts/checkPageContract'

const page = (body: string) => `<!DOCTYPE html><html lang="es-MX"><head></head><body>${body}</body></html>`

describe('the page/app contract check of the build', () => {
  it('accepts controls inside parts that keep their kind of input, and native ones anywhere', () => {
    const html = page(`
      <button popovertarget="menu">Menú</button>
      <form data-native="" action="/buscar"><input name="q" type="search"><button>Buscar</button></form>
      <search data-app-part="search" data-app-keeps="text submit"><form><input type="search"></form></search>
      <ul data-app-part="pills" data-app-keeps="tap"><li><button type="button">Salud</button></li></ul>
      <div data-app-part="filters" data-app-keeps="tick choice">
        <input type="checkbox"><select><option>A</option></select><input type="radio" name="c">
      </div>
      <div data-app-part="reset" data-app-keeps="tap">
        <button type="button">Reiniciar</button>
        <dialog><form method="dialog"><button value="cancel">Cancelar</button></form></dialog>
      </div>`)
    expect(pageContractProblems(html, '/becas')).toEqual([])
  })

  it('names the page and the control left out of every part', () => {
    const html = page('<main><button type="button" class="button">Ver Todos</button></main>')
    expect(pageContractProblems(html, '/cursos/finanzas-personales')).toEqual([
      '/cursos/finanzas-personales: <button class="button"> «Ver Todos» needs the app but is in no data-app-part region',
    ])
  })

  it('names a control whose part does not keep its kind of input', () => {
    const html = page(`
      <div data-app-part="state-select" data-app-keeps="tap"><select aria-label="Estado"></select></div>
      <form data-app-part="signup" data-app-keeps="text"><input type="email" name="email"></form>`)
    expect(pageContractProblems(html, '/comunidades')).toEqual([
      '/comunidades: <select> «Estado» takes «choice» but its part «state-select» keeps only «tap»',
      '/comunidades: <form> takes «submit» but its part «signup» keeps only «text»',
    ])
  })
})
