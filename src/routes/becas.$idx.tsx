import { createFileRoute, redirect } from '@tanstack/react-router'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { CallPanel } from '../features/calls/CallPanel'
import { ScholarshipDetail } from '../features/scholarships/ScholarshipDetail'

/** A catalogue position: digits only, no leading zeros, inside the catalogue. */
const isScholarshipIndex = (idx: string, count: number) => /^(0|[1-9]\d*)$/.test(idx) && Number(idx) < count

export const Route = createFileRoute('/becas/$idx')({
  loader: async ({ params }) => {
    // The records' table of contents loads with the first detail page, not with every page.
    const { keys, loadRecord } = await import('virtual:data/scholarships-details')
    if (!isScholarshipIndex(params.idx, keys.length)) throw redirect({ to: '/becas', replace: true })
    const scholarship = await loadRecord(params.idx)
    if (!scholarship) throw redirect({ to: '/becas', replace: true })
    return scholarship
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: loaderData.name,
          description: loaderData.description.slice(0, 155),
          path: `/becas/${loaderData.index}`,
          imageAlt: `${loaderData.name}: beca de ${loaderData.institution}`,
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'MonetaryGrant',
              name: loaderData.name,
              description: loaderData.description,
              url: loaderData.url,
              funder: { '@type': 'Organization', name: loaderData.institution },
            },
            breadcrumbJsonLd([
              { name: 'Inicio', path: '/' },
              { name: 'Becas', path: '/becas' },
              { name: loaderData.name, path: `/becas/${loaderData.index}` },
            ]),
          ],
        })
      : {},
  component: function ScholarshipRoute() {
    const scholarship = Route.useLoaderData()
    return <ScholarshipDetail scholarship={scholarship} callPanel={<CallPanel scholarship={scholarship} />} />
  },
})
