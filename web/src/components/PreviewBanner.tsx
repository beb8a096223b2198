import { Banner } from '~/ui/Banner'

/** Shown on every screen of a preview build: nothing here touches a real rack. */
export function PreviewBanner() {
  return (
    <aside aria-label="Technical preview">
      <Banner tone="info">
        <strong>Technical preview.</strong> This console runs against a mock API in your browser: what you
        create is kept only until you refresh the page.
      </Banner>
    </aside>
  )
}
