import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria/I18nProvider'
import { CONSOLE_LOCALE } from '~/util/locale'

/**
 * Gives React Aria the console's locale rather than the browser's: its strings, number parsing, and left-to-right
 * keyboard directions then match the English page around them in a browser set to German or Arabic.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={CONSOLE_LOCALE}>{children}</I18nProvider>
}
