import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderConsole } from '~/testing/render-console'
import { serveSyntheticProjects } from '~/testing/synthetic-projects'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe("the silo utilization charts' project", () => {
  it('is chosen from the first page of projects, or found past it by part of its name', async () => {
    serveSyntheticProjects(1500)
    const user = userEvent.setup()
    const { router } = renderConsole('/utilization')
    await screen.findByRole('heading', { name: 'Utilization', level: 1 })
    const picker = screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement
    await waitFor(() => expect(picker.value).toBe('All projects'))
    await user.click(picker)
    expect(await screen.findByText('Showing the first 1,000 projects; type to search them all.')).toBeTruthy()
    await user.clear(picker)
    await user.type(picker, '01234')
    await user.click(await screen.findByRole('option', { name: 'proj-01234' }))
    await waitFor(() => expect(router.state.location.search).toBe('?project=proj-01234'))
    await waitFor(() => expect(picker.value).toBe('proj-01234'))
  })
})
