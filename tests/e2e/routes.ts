/** One pre-rendered page per route shape (a second article or scholarship adds nothing). */
export const ROUTE_SHAPES = [
  '/',
  '/guias',
  '/guias/sobrevivir-con-100-pesos',
  '/category/finanzas-personales',
  '/becas',
  '/becas/2',
  '/becas/calendario',
  '/quiz-becas',
  '/filtro-becas',
  '/comunidades',
  '/viviendas',
  '/quienes-somos',
  '/preguntas-frecuentes',
  '/contacto',
  '/politica-de-privacidad',
  '/terminos-de-servicio',
  '/cursos',
  '/cursos/finanzas-personales',
  '/cursos/finanzas-personales/modulo-2',
  '/herramientas',
  '/herramientas/diario-dalia',
]

/** Pages whose state lives in the query string: pre-rendered neutral, corrected in the browser. */
export const STATEFUL_URLS = [
  '/guias?q=dinero',
  '/becas?q=unam&categoria=salud',
  '/becas?pagina=3',
  '/becas?convocatoria=abiertas&orden=cierre&categoria=general',
  '/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura&area=ingenieria&tipo=rendimiento-academico',
  '/comunidades?estado=Nuevo+Le%C3%B3n&pagina=2',
  '/viviendas?estado=Ciudad+de+M%C3%A9xico',
  '/cursos?q=cripto',
  '/cursos/finanzas-personales/modulo-2?seccion=quiz',
  '/herramientas?q=floral',
  '/herramientas/diario-dalia?v=verde',
]
