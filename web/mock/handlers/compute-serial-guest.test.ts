// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { MOCK_PASSWORD } from '~mock/session'
import { mustExist } from '~mock/toolkit/lookup'
import { serialGuest } from './compute-serial-guest'

setupMockServer()

/** A guest for a seeded instance, with what it wrote so far (all of it, and since the last `typed`). */
function guestOf(name: string) {
  const instance = mustExist(
    db.instances.find((i) => i.name === name),
    name,
  )
  let all = ''
  let since = ''
  const guest = serialGuest(instance, (text) => {
    all += text
    since += text
  })
  return {
    instance,
    output: () => all,
    /** Types `text` and returns what the guest wrote back. */
    type(text: string) {
      since = ''
      guest.input(text)
      return since
    },
    async login(user = 'root') {
      this.type(`${user}\r`)
      return this.type(`${MOCK_PASSWORD}\r`)
    },
  }
}

describe('the guest behind the serial console', () => {
  it('echoes a user name, answers Enter with CR LF and asks for the password without echoing it', () => {
    const g = guestOf('web-1')
    expect(g.type('root')).toBe('root')
    expect(g.type('\r')).toBe('\r\nPassword: ')
    expect(g.type(MOCK_PASSWORD)).toBe('')
    expect(g.type('\r')).toMatch(/^\r\nLast login: .* on ttyS0\r\nroot@web-1:~# $/)
  })

  it('says Login incorrect for a wrong password and asks again', () => {
    const g = guestOf('web-1')
    g.type('ada\r')
    expect(g.type('hunter2\r')).toBe('\r\n\r\nLogin incorrect\r\nweb-1 login: ')
    // an empty user name only repeats the prompt
    expect(g.type('\r')).toBe('\r\nweb-1 login: ')
    g.type('ada\r')
    expect(g.type(`${MOCK_PASSWORD}\r`)).toMatch(/ada@web-1:~\$ $/)
  })

  it('erases with Backspace, and a CR LF from a paste is one Enter', async () => {
    const g = guestOf('web-1')
    expect(g.type('roox\x7f')).toBe('roox\b \b')
    g.type('t\r\n')
    expect(g.output()).toBe('roox\b \bt\r\nPassword: ')
    // arrow keys do nothing here
    expect(g.type('\x1b[A\x1b[D')).toBe('')
    // Backspace on an empty line writes nothing, and a password is erased without a trace too
    expect(g.type('\x7f')).toBe('')
    expect(g.type(`x\x7f${MOCK_PASSWORD}`)).toBe('')
    expect(g.type('\r')).toMatch(/root@web-1:~# $/)
  })

  it('answers commands with what is true of the instance', async () => {
    const g = guestOf('web-1')
    await g.login()
    // what comes back after the command's own echo and before the next prompt
    const answer = (command: string) => {
      expect(g.type(command)).toBe(command)
      const out = g.type('\r')
      expect(out).toMatch(/^\r\n[\s\S]*root@web-1:~# $/)
      return out.slice(2, -'root@web-1:~# '.length)
    }
    expect(answer('hostname')).toBe(`${g.instance.hostname}\r\n`)
    expect(answer('uname -a')).toBe(
      'Linux web-1 6.8.0-48-generic #48-Ubuntu SMP PREEMPT_DYNAMIC Fri Sep 27 14:04:52 UTC 2024 x86_64 GNU/Linux\r\n',
    )
    expect(answer('whoami')).toBe('root\r\n')
    expect(answer('uptime')).toMatch(/^ \d\d:\d\d:\d\d up .+, {2}1 user, {2}load average: [\d., ]+\r\n$/)

    const ip = answer('ip addr')
    expect(ip).toContain('1: lo: <LOOPBACK,UP,LOWER_UP>')
    expect(ip).toContain('2: enp0s8: <BROADCAST,MULTICAST,UP,LOWER_UP>')
    expect(ip).toContain('    link/ether a8:40:25:f5:4d:ca brd ff:ff:ff:ff:ff:ff\r\n')
    expect(ip).toContain('    inet 172.30.0.5/22 metric 100 brd 172.30.3.255 scope global dynamic enp0s8\r\n')
    expect(ip).toContain('    inet6 fe80::aa40:25ff:fef5:4dca/64 scope link\r\n')

    expect(answer('ls -l')).toBe('-bash: ls: command not found\r\n')
    expect(answer('')).toBe('')
  })

  it('lists every interface of the instance, the primary first', async () => {
    const g = guestOf('web-2')
    const primary = mustExist(
      db.networkInterfaces.find((n) => n.instance_id === g.instance.id),
      'its interface',
    )
    db.networkInterfaces.push({
      ...primary,
      id: 'b5f1a1de-0000-4000-8000-000000000001',
      name: 'net1',
      primary: false,
      ip: '172.30.0.42',
      mac: 'A8:40:25:F0:00:01',
      time_created: new Date().toISOString(),
    })
    await g.login()
    const ip = g.type('ip a\r')
    expect(ip).toMatch(/^ip a\r\n1: lo:/)
    expect(ip).toMatch(
      /2: enp0s8:[\s\S]*inet 172\.30\.0\.6\/22[\s\S]*3: enp0s9:[\s\S]*inet 172\.30\.0\.42\/22 /,
    )
  })

  it('goes back to the login prompt on exit, logout or Ctrl-D', async () => {
    const g = guestOf('web-1')
    await g.login()
    expect(g.type('exit\r')).toBe('exit\r\nlogout\r\n\r\nUbuntu 24.04.1 LTS web-1 ttyS0\r\n\r\nweb-1 login: ')
    await g.login('ada')
    expect(g.type('\x04')).toMatch(/^logout\r\n\r\nUbuntu .*\r\n\r\nweb-1 login: $/)
    // Ctrl-C drops what was typed
    expect(g.type('ro\x03')).toBe('ro^C\r\nweb-1 login: ')
  })
})
