import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api'
import { formFields } from './form-fields'
import { SideModalForm } from './SideModalForm'
import { yup } from './yup-locale'

type Values = { name: string; priority: number; portDraft: string; ports: string[] }

const F = formFields<Values>()

const schema = yup.object({
  name: yup.string().required('Name is required'),
  priority: yup.mixed<number>().test('range', 'Priority must be at most 65535', (n) => !(Number(n) > 65535)),
  portDraft: yup.string().test('port', 'Ports go up to 65535', (p) => !p || Number(p) <= 65535),
  ports: yup.array().min(1, 'Add at least one port'),
})

function LongForm({
  onSubmit,
  errorSummary = true,
}: {
  onSubmit: () => Promise<unknown>
  errorSummary?: boolean
}) {
  return (
    <SideModalForm
      title="Create rule"
      submitLabel="Create rule"
      initialValues={{ name: '', priority: 70000, portDraft: '99999', ports: [] }}
      schema={schema}
      onSubmit={onSubmit}
      onDismiss={() => {}}
      errorSummary={errorSummary}
    >
      <F.Name />
      <F.Number name="priority" label="Priority" />
      <F.Text name="portDraft" label="Port" />
      <F.Error name="ports" label="Ports" />
    </SideModalForm>
  )
}

describe('the error summary of a long form', () => {
  it('lists every field that needs attention, in form order, and takes focus', async () => {
    const onSubmit = vi.fn(async () => {})
    const user = userEvent.setup()
    render(<LongForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '4 fields need attention' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Name: Name is required',
      'Priority: Priority must be at most 65535',
      'Port: Ports go up to 65535',
      'Ports: Add at least one port',
    ])
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('takes the user to each field by its link', async () => {
    const user = userEvent.setup()
    render(<LongForm onSubmit={async () => {}} />)
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    await screen.findByRole('region', { name: /need attention/ })
    await user.click(screen.getByRole('link', { name: 'Port: Ports go up to 65535' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Port' }))
    // a number field's named input is hidden: the link goes to the one the user types in
    await user.click(screen.getByRole('link', { name: /^Priority:/ }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Priority' }))
    // a list has no input: its error takes focus
    await user.click(screen.getByRole('link', { name: /^Ports:/ }))
    expect(document.activeElement?.textContent).toBe('Add at least one port')
  })

  it('follows the errors as they are fixed and goes with the last one', async () => {
    const user = userEvent.setup()
    render(<LongForm onSubmit={async () => {}} />)
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    await screen.findByRole('region', { name: '4 fields need attention' })
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'web')
    await screen.findByRole('region', { name: '3 fields need attention' })
    expect(screen.queryByRole('link', { name: /^Name:/ })).toBeNull()
    const port = screen.getByRole('textbox', { name: 'Port' })
    await user.clear(port)
    const priority = screen.getByRole('textbox', { name: 'Priority' })
    await user.clear(priority)
    await user.type(priority, '100')
    await user.tab()
    const summary = await screen.findByRole('region', { name: '1 field needs attention' })
    expect(summary.textContent).toContain('Ports: Add at least one port')
  })

  it('shows a server error for the whole form at the top', async () => {
    const user = userEvent.setup()
    const failure = new ApiError({ message: 'Cross-VPC firewall target unsupported', statusCode: 400 })
    render(
      <SideModalForm
        title="Create rule"
        submitLabel="Create rule"
        initialValues={{ name: 'web' }}
        onSubmit={async () => {
          throw failure
        }}
        onDismiss={() => {}}
        errorSummary
      >
        <F.Name />
      </SideModalForm>,
    )
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Cross-VPC firewall target unsupported')
    const form = screen.getByRole('form', { name: 'Create rule' })
    // before the first field, and brought to the user
    expect(form.firstElementChild?.contains(alert)).toBe(true)
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true))
  })

  it('names a field by its summary label where its own label is shared, and keeps the label on the field', async () => {
    type Pair = { targetNet: string; hostNet: string; targetName: string }
    const P = formFields<Pair>()
    const wide = (v: string | undefined) => !v?.endsWith('/33')
    const user = userEvent.setup()
    render(
      <SideModalForm
        title="Create rule"
        submitLabel="Create rule"
        initialValues={{ targetNet: '10.0.0.0/33', hostNet: '10.0.0.0/33', targetName: '' }}
        schema={yup.object({
          targetNet: yup.string().test('w', 'Max width for IPv4 is 32', wide),
          hostNet: yup.string().test('w', 'Max width for IPv4 is 32', wide),
          targetName: yup.string().required('VPC name is required'),
        })}
        onSubmit={async () => {}}
        onDismiss={() => {}}
        errorSummary
      >
        <P.Text name="targetNet" label="IP network" summaryLabel="Target IP network" />
        <P.Text name="hostNet" label="IP network" summaryLabel="Host filter IP network" />
        <P.ComboBox
          name="targetName"
          label="VPC name"
          summaryLabel="Target VPC name"
          items={[]}
          allowsCustomValue
        />
      </SideModalForm>,
    )
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '3 fields need attention' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Target IP network: Max width for IPv4 is 32',
      'Host filter IP network: Max width for IPv4 is 32',
      'Target VPC name: VPC name is required',
    ])
    expect(screen.getAllByRole('textbox', { name: 'IP network' })).toHaveLength(2)
    expect(screen.getByRole('combobox', { name: 'VPC name' })).toBeTruthy()
  })

  it('is not there in a form that does not ask for it', async () => {
    const user = userEvent.setup()
    render(<LongForm onSubmit={async () => {}} errorSummary={false} />)
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    await screen.findByText('Name is required')
    expect(screen.queryByRole('region', { name: /need attention/ })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Name/ })))
  })
})
