/**
 * The console's words are English, and so are its numbers, dates and React Aria's own strings (a combobox's
 * "Show suggestions"), whatever language the browser is set to: one locale for all of them, the same on every
 * machine. The build keeps React Aria's strings of this locale only (scripts/react-aria-locales.mjs).
 */
export const CONSOLE_LOCALE = 'en-US'
