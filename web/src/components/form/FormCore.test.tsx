import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formFields } from './form-fields'
import { SideModalForm } from './SideModalForm'
import { yup } from './yup-locale'

type Values = { name: string }
const F = formFields<Values>()

function NameForm({
  schema,
  onSubmit,
}: {
  schema: () => Promise<yup.AnyObjectSchema>
  onSubmit: () => Promise<unknown>
}) {
  return (
    <SideModalForm
      title="Create thing"
      submitLabel="Create thing"
      initialValues={{ name: '' }}
      schema={schema}
      onSubmit={onSubmit}
      onDismiss={() => {}}
    >
      <F.Text name="name" label="Name" />
    </SideModalForm>
  )
}

const unreachable = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))

describe("a form's rules", () => {
  it('send nothing while they cannot be downloaded, say why, and keep what was typed', async () => {
    const onSubmit = vi.fn(async () => {})
    const user = userEvent.setup()
    render(<NameForm schema={unreachable} onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'web')
    await user.click(screen.getByRole('button', { name: 'Create thing' }))
    expect(await screen.findByText(/Could not reach the API/)).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'web')
  })

  it('are checked before sending, once they can be downloaded', async () => {
    const onSubmit = vi.fn(async () => {})
    let reachable = false
    const rules = yup.object({ name: yup.string().min(5, 'Name is too short') })
    const user = userEvent.setup()
    render(
      <NameForm schema={() => (reachable ? Promise.resolve(rules) : unreachable())} onSubmit={onSubmit} />,
    )
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'web')
    reachable = true
    await user.click(screen.getByRole('button', { name: 'Create thing' }))
    expect(await screen.findByText('Name is too short')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '-server')
    await user.click(screen.getByRole('button', { name: 'Create thing' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })
})
