import s from './DocsLink.module.css'

/** A link to the Oxide documentation about what a page shows, opened apart so the page stays as it was. */
export function DocsLink({ href, topic }: { href: string; topic: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={s.link}>
      Documentation<span className="visually-hidden"> on {topic} (opens in a new tab)</span>
    </a>
  )
}
