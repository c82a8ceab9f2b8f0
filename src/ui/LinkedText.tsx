import { Link } from '@tanstack/react-router'

/** A paragraph's text with one of its phrases linking to a page of the site (data/parse.ts, paragraphBlock). */
export function LinkedText({ text, link }: { text: string; link?: { text: string; to: string } }) {
  const at = link ? text.indexOf(link.text) : -1
  if (!link || at === -1) return text
  return (
    <>
      {text.slice(0, at)}
      <Link to={link.to}>{link.text}</Link>
      {text.slice(at + link.text.length)}
    </>
  )
}
