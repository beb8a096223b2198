import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { renderNetworking } from '~/testing/render-networking'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { rack } from '~mock/fixtures/hardware/rack'
import { setupMockServer } from '~mock/node'

setupMockServer()

const portPath = (location: string, port: string) => `/system/networking/ports/${rack.id}/${location}/${port}`
const portOf = (location: string, port: string) =>
  must(db.switchPorts.find((p) => p.switch_location === location && p.port_name === port))
const settingsOf = (location: string, port: string) =>
  db.switchPortSettings.find((s) => s.id === portOf(location, port).port_settings_id)

describe("a port's LLDP", () => {
  it('is changed by the form, which checks the management IP before sending what it shows', async () => {
    const user = userEvent.setup()
    const { router } = renderNetworking(portPath('switch0', 'qsfp0'))
    await user.click(await screen.findByRole('link', { name: 'Edit LLDP' }))
    const form = await screen.findByRole('dialog', { name: 'Edit LLDP' })
    expect(router.state.location.pathname).toBe(`${portPath('switch0', 'qsfp0')}/lldp-edit`)
    const field = (name: string) => within(form).getByRole('textbox', { name: new RegExp(`^${name}`) })
    expect((field('System name') as HTMLInputElement).value).toBe('oxide-rack1-switch0')

    await user.clear(field('System name'))
    await user.type(field('System name'), 'rack1-sw0')
    await user.clear(field('Management IP'))
    await user.type(field('Management IP'), '172.20.15.300')
    await user.click(within(form).getByRole('checkbox', { name: /Advertise over LLDP/ }))
    await user.click(within(form).getByRole('button', { name: 'Save LLDP' }))
    expect(await within(form).findByText('Not a valid IP address')).toBeTruthy()

    await user.clear(field('Management IP'))
    await user.type(field('Management IP'), 'fd00:1701:d::241')
    const config = must(settingsOf('switch0', 'qsfp0')?.links[0].lldp_link_config)
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form).getByRole('button', { name: 'Save LLDP' })),
      () => form,
    )
    expect(shown.method).toBe('POST')
    expect(shown.url).toBe(
      `/v1/system/hardware/switch-port/qsfp0/lldp/config?rack_id=${rack.id}&switch_location=switch0`,
    )
    expect(shown.body).toEqual({
      id: config.id,
      enabled: false,
      system_name: 'rack1-sw0',
      system_description: 'Oxide Computer Company rack switch',
      link_description: 'oxide-rack1 switch0 uplink',
      link_name: 'phy0',
      chassis_id: null,
      management_ip: 'fd00:1701:d::241',
    })
    expect(await screen.findByText('LLDP of port switch0/qsfp0 saved')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe(portPath('switch0', 'qsfp0')))
    expect(settingsOf('switch0', 'qsfp0')?.links[0].lldp_link_config).toMatchObject({
      enabled: false,
      system_name: 'rack1-sw0',
      management_ip: 'fd00:1701:d::241',
    })
  })

  it('refuses texts longer than an LLDP advertisement holds', async () => {
    const user = userEvent.setup()
    renderNetworking(`${portPath('switch0', 'qsfp0')}/lldp-edit`)
    const form = await screen.findByRole('dialog', { name: 'Edit LLDP' })
    const description = within(form).getByRole('textbox', { name: /^System description/ })
    await user.clear(description)
    await user.click(description)
    await user.paste('x'.repeat(256))
    await user.click(within(form).getByRole('button', { name: 'Save LLDP' }))
    expect(await within(form).findByText('System description must be at most 255 bytes long')).toBeTruthy()
  })

  it('cannot be edited on a port without settings: the form is the port page', async () => {
    const { router } = renderNetworking(`${portPath('switch0', 'qsfp5')}/lldp-edit`)
    await screen.findByRole('heading', { name: 'Port switch0/qsfp5', level: 1 })
    expect(router.state.location.pathname).toBe(portPath('switch0', 'qsfp5'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe("a port's settings", () => {
  it('are applied after a warning that traffic on the port is affected, sending what is shown', async () => {
    const user = userEvent.setup()
    const { router } = renderNetworking(portPath('switch0', 'qsfp0'))
    await user.click(await screen.findByRole('link', { name: 'Apply settings' }))
    const form = await screen.findByRole('dialog', { name: 'Apply settings' })
    expect(router.state.location.pathname).toBe(`${portPath('switch0', 'qsfp0')}/settings-apply`)
    expect(
      within(form).getByText(
        'Port switch0/qsfp0 is reconfigured: its link goes down and comes up again with the new settings, so traffic on the port stops meanwhile, and does not come back if they do not suit the device at the other end.',
      ),
    ).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Apply settings' }))
    expect(await within(form).findByText('Port settings is required')).toBeTruthy()

    const choices = within(form).getByRole('radiogroup', { name: /Port settings/ })
    expect(
      within(choices)
        .getByRole('radio', { name: /^default-uplink0/ })
        .closest('label')?.textContent,
    ).toContain('Applied now. Uplink of switch0 to the core router')
    await user.click(within(choices).getByRole('radio', { name: /^lab-tor-uplink/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form).getByRole('button', { name: 'Apply settings' })),
      () => form,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${rack.id}&switch_location=switch0`,
      body: { port_settings: 'lab-tor-uplink' },
    })
    expect(await screen.findByText('Settings lab-tor-uplink applied to port switch0/qsfp0')).toBeTruthy()
    expect(settingsOf('switch0', 'qsfp0')?.name).toBe('lab-tor-uplink')
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Settings' })).getByText('Name', { selector: 'dt' })
          .nextElementSibling?.textContent,
      ).toBe('lab-tor-uplink'),
    )
  })

  it('say that applying them to a port without any brings up its link and its traffic', async () => {
    renderNetworking(`${portPath('switch0', 'qsfp5')}/settings-apply`)
    const form = await screen.findByRole('dialog', { name: 'Apply settings' })
    expect(
      within(form).getByText(
        /Port switch0\/qsfp5 brings up a link with these settings: it starts carrying traffic/,
      ),
    ).toBeTruthy()
  })

  it('are cleared after a confirmation that says traffic on the port stops, sending what it shows', async () => {
    const user = userEvent.setup()
    renderNetworking(portPath('switch1', 'qsfp0'))
    await user.click(await screen.findByRole('button', { name: 'Clear settings' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Clear port settings' })
    await screen.findByRole('dialog', { name: 'Clear port settings' })
    expect(
      within(dialog()).getByText(
        'Port switch1/qsfp0 loses its settings and its link goes down: traffic on the port stops, and BGP sessions over it end, until settings are applied again.',
      ),
    ).toBeTruthy()
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Clear settings' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'DELETE',
      url: `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${rack.id}&switch_location=switch1`,
      body: undefined,
    })
    expect(await screen.findByText('Settings of port switch1/qsfp0 cleared')).toBeTruthy()
    expect(portOf('switch1', 'qsfp0').port_settings_id).toBeNull()
    expect(await screen.findByText(/No settings are applied to this port/)).toBeTruthy()
  })
})
