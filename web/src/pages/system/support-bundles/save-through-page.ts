/**
 * Saves the answer to `href` as a file named `filename`, having read it whole into the page: a `fetch` (which the
 * preview's service worker answers) and an object URL clicked as a download link (MDN, `URL.createObjectURL`).
 * Only for the preview, whose files are small and already in the page's memory; a real API's downloads are the
 * browser's own. A refusal rejects with the API's message.
 */
export async function saveThroughPage(href: string, filename: string): Promise<void> {
  const response = await fetch(href)
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? response.statusText)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the file once the click's task is over
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
