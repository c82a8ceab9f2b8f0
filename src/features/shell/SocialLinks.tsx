import site from 'virtual:data/site'
import { InstagramIcon, TikTokIcon } from '../../ui/Icon'

const icons = { tiktok: TikTokIcon, instagram: InstagramIcon } as const

/** TikTok and Instagram profiles, opened in a new tab. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`social-links ${className}`.trim()}>
      {site.socials.map((social) => {
        const SocialIcon = icons[social.id as keyof typeof icons] ?? InstagramIcon
        return (
          <li key={social.id}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${social.label} ${social.handle} (se abre en una pestaña nueva)`}
            >
              <SocialIcon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
