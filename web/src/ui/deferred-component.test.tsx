import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferredComponent } from './deferred-component'

function Loaded({ text }: { text: string }) {
  return <p>loaded: {text}</p>
}

/** A download the test answers itself. */
function download() {
  const attempts: { resolve: () => void; reject: () => void }[] = []
  const load = () =>
    new Promise<{ default: typeof Loaded }>((resolve, reject) => {
      attempts.push({
        resolve: () => resolve({ default: Loaded }),
        reject: () => reject(new Error('offline')),
      })
    })
  return { attempts, load }
}

describe('deferredComponent', () => {
  function Field({
    useLoaded,
  }: {
    useLoaded: ReturnType<typeof deferredComponent<{ text: string }>>['useLoaded']
  }) {
    const { component: Component, retry } = useLoaded()
    if (Component) return <Component text="hello" />
    return (
      <button type="button" onClick={retry}>
        stand-in
      </button>
    )
  }

  it('shows the stand-in until the code arrives, asks once, and shows the component at once afterwards', async () => {
    const { attempts, load } = download()
    const { useLoaded } = deferredComponent(load)
    const first = render(
      <>
        <Field useLoaded={useLoaded} />
        <Field useLoaded={useLoaded} />
      </>,
    )
    expect(screen.getAllByText('stand-in')).toHaveLength(2)
    expect(attempts).toHaveLength(1)
    await act(async () => attempts[0].resolve())
    expect(screen.getAllByText('loaded: hello')).toHaveLength(2)
    first.unmount()
    // a later page finds the code at hand: no stand-in, not even for a moment
    render(<Field useLoaded={useLoaded} />)
    expect(screen.getByText('loaded: hello')).toBeTruthy()
    expect(attempts).toHaveLength(1)
  })

  it('keeps the stand-in when the download fails, and tries again on a retry', async () => {
    const { attempts, load } = download()
    const { useLoaded } = deferredComponent(load)
    render(<Field useLoaded={useLoaded} />)
    await act(async () => attempts[0].reject())
    expect(screen.getByText('stand-in')).toBeTruthy()
    await act(async () => screen.getByText('stand-in').click())
    expect(attempts).toHaveLength(2)
    await act(async () => attempts[1].resolve())
    expect(screen.getByText('loaded: hello')).toBeTruthy()
  })
})
