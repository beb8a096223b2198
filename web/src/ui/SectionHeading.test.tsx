import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SectionHeading } from './SectionHeading'

describe('SectionHeading', () => {
  it('is an h2 unless given another level, and names its section through its id', () => {
    render(
      <section aria-labelledby="disks-heading">
        <SectionHeading id="disks-heading">Disks</SectionHeading>
        <SectionHeading level={3}>Boot disk</SectionHeading>
      </section>,
    )
    expect(screen.getByRole('heading', { name: 'Disks', level: 2 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Boot disk', level: 3 })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Disks' })).toBeTruthy()
  })
})
