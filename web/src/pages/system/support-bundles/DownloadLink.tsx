import type { ReactNode } from 'react'
import { asApiError } from '~/api'
import { addToast } from '~/components/toasts'
import buttonStyles from '~/ui/Button.module.css'
import { type ButtonVariant, buttonClassName } from '~/ui/button-look'
import { saveThroughPage } from './save-through-page'

/**
 * The technical preview's mock API answers from a service worker (MSW), and MSW's worker leaves navigations to the
 * network, downloads included: the browser's own download of an API URL would never reach the mock. The preview
 * build therefore fetches the file through the worker and saves it from memory instead; every other build leaves
 * the download to the browser.
 */
const PREVIEW = process.env.MOCK === 'true'

type Props = {
  /** The API URL of the file, same-origin (the `download` attribute works only there). */
  href: string
  /** The name the file is saved under. */
  filename: string
  children: ReactNode
  variant?: ButtonVariant
  /** Names the link for assistive tech when its text alone does not say which file. */
  'aria-label'?: string
}

/**
 * Downloads a file of the API the browser's own way: a link with `download`, so the browser streams it to disk
 * and a bundle of many gigabytes never passes through the page's memory, with the browser's own progress, pause
 * and resume. The session cookie goes with it, as with every call.
 */
export function DownloadLink({ href, filename, children, variant = 'secondary', ...rest }: Props) {
  return (
    <a
      href={href}
      download={filename}
      className={buttonClassName({ variant, size: 'sm' })}
      aria-label={rest['aria-label']}
      onClick={
        PREVIEW
          ? (event) => {
              event.preventDefault()
              saveThroughPage(href, filename).catch((error) =>
                addToast({
                  title: 'Could not download',
                  content: asApiError(error).message,
                  variant: 'error',
                }),
              )
            }
          : undefined
      }
    >
      <span className={buttonStyles.label}>{children}</span>
    </a>
  )
}
