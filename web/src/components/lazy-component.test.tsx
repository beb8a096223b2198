import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyComponent } from './lazy-component'

/** A module whose code arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((done) => {
    arrive = done
  })
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0)
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
    )
  }
  const load = async () => {
    await arrived
    return { Counter }
  }
  return { load, arrive }
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children
  }
}

describe('a lazily loaded component', () => {
  it('shows once its code arrives, and keeps its state when its parent renders again', async () => {
    const { load, arrive } = deferredModule()
    const Counter = lazyComponent(load, 'Counter')
    const { rerender } = render(<Counter label="clicks" />)
    expect(screen.queryByRole('button')).toBeNull()
    await act(async () => arrive())
    const button = await screen.findByRole('button', { name: 'clicks 0' })
    await act(async () => button.click())
    expect(screen.getByRole('button').textContent).toBe('clicks 1')
    // the same component, not mounted anew now that its code is at hand
    rerender(<Counter label="presses" />)
    expect(screen.getByRole('button').textContent).toBe('presses 1')
  })

  it('shows at once, in the same render, when its code was asked for ahead', async () => {
    const { load, arrive } = deferredModule()
    const Counter = lazyComponent(load, 'Counter')
    Counter.preload()
    await act(async () => arrive())
    render(<Counter label="clicks" />)
    expect(screen.getByRole('button', { name: 'clicks 0' })).toBeTruthy()
  })

  it('throws a failure to load to the nearest error boundary', async () => {
    const Missing = lazyComponent(async (): Promise<{ Dialog: () => ReactNode }> => {
      throw new Error('Failed to fetch dynamically imported module')
    }, 'Dialog')
    render(
      <Boundary>
        <Missing />
      </Boundary>,
    )
    expect(await screen.findByText('failed: Error: Failed to fetch dynamically imported module')).toBeTruthy()
  })
})
