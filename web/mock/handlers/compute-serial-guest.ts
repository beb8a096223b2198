import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { MOCK_PASSWORD } from '~mock/session'
import { formatIp, parseIp, requireNet } from '~mock/toolkit/ip'
import { kernelRelease, loginBanner, unameAll } from './compute-serial-log'

/**
 * The guest at the other end of a serial console: a getty and a small shell, behind a tty in cooked mode.
 *
 * What is typed is echoed (except a password), Enter answers with CR LF, Backspace erases, Ctrl-C drops the line
 * and Ctrl-U clears it. `login` takes any user name with the preview's password; a wrong one says
 * `Login incorrect`. The shell answers `hostname`, `uname`, `ip addr`, `uptime`, `whoami`, `date`, `echo`,
 * `clear`, `help`, and `exit` (or `logout`, or Ctrl-D on an empty line) goes back to the login prompt.
 * Anything else is `command not found`. The guest starts where the boot log ends, at the login prompt.
 */
export type SerialGuest = {
  /** Keystrokes from the console, as text (what the terminal sends for each key). */
  input: (text: string) => void
}

type Stage = { kind: 'login' } | { kind: 'password'; user: string } | { kind: 'shell'; user: string }

const CRLF = '\r\n'
const ESC = '\x1b'
/** The rest of an escape sequence after ESC: a CSI sequence (`[A`, `[3~`), an SS3 key (`OP`) or one character. */
const AFTER_ESC = /^(?:\[[0-?]*[ -/]*[@-~]|O.|.)?/

export function serialGuest(instance: Json<Api.Instance>, write: (text: string) => void): SerialGuest {
  let stage: Stage = { kind: 'login' }
  let line = ''
  // a CR LF from a paste is one Enter, not two
  let lastWasCr = false

  const prompt = () => {
    if (stage.kind === 'login') return `${instance.hostname} login: `
    if (stage.kind === 'password') return 'Password: '
    return `${stage.user}@${instance.hostname}:~${stage.user === 'root' ? '#' : '$'} `
  }
  const echoes = () => stage.kind !== 'password'

  // a login shell says so as it ends, and getty shows the banner and the prompt again
  const logout = () => {
    stage = { kind: 'login' }
    write(`logout${CRLF}${CRLF}${loginBanner(instance)}`)
  }

  const enter = () => {
    const text = line
    line = ''
    write(CRLF)
    if (stage.kind === 'login') {
      const user = text.trim()
      if (!user) return write(prompt())
      stage = { kind: 'password', user }
      return write(prompt())
    }
    if (stage.kind === 'password') {
      if (text !== MOCK_PASSWORD) {
        stage = { kind: 'login' }
        return write(`${CRLF}Login incorrect${CRLF}${prompt()}`)
      }
      stage = { kind: 'shell', user: stage.user }
      return write(`Last login: ${new Date().toUTCString()} on ttyS0${CRLF}${prompt()}`)
    }
    const output = run(instance, stage.user, text)
    if (output === LOGOUT) return logout()
    write(output.map((l) => l + CRLF).join('') + prompt())
  }

  const key = (ch: string) => {
    if (ch === '\r' || ch === '\n') {
      const swallowed = ch === '\n' && lastWasCr
      lastWasCr = ch === '\r'
      if (!swallowed) enter()
      return
    }
    lastWasCr = false
    if (ch === '\x7f' || ch === '\b') {
      if (!line) return
      line = [...line].slice(0, -1).join('')
      if (echoes()) write('\b \b')
    } else if (ch === '\x03') {
      line = ''
      write(`^C${CRLF}${stage.kind === 'password' ? `${instance.hostname} login: ` : prompt()}`)
      if (stage.kind === 'password') stage = { kind: 'login' }
    } else if (ch === '\x15') {
      if (echoes()) write('\b \b'.repeat([...line].length))
      line = ''
    } else if (ch === '\x04') {
      if (stage.kind === 'shell' && !line) logout()
    } else if (ch >= ' ') {
      line += ch
      if (echoes()) write(ch)
    }
    // other control keys (Tab, Ctrl-L...) do nothing here
  }

  return {
    input(text) {
      let rest = text
      while (rest) {
        // arrow keys and the like arrive as escape sequences; this shell has no history or cursor movement
        if (rest.startsWith(ESC)) {
          rest = rest.slice(1 + (AFTER_ESC.exec(rest.slice(1))?.[0].length ?? 0))
          lastWasCr = false
          continue
        }
        const [ch] = rest
        key(ch)
        rest = rest.slice(ch.length)
      }
    },
  }
}

const LOGOUT = Symbol('logout')

/** One command line of the shell: its output lines, or LOGOUT. */
function run(instance: Json<Api.Instance>, user: string, commandLine: string): string[] | typeof LOGOUT {
  const [command = '', ...args] = commandLine.trim().split(/\s+/).filter(Boolean)
  switch (command) {
    case '':
      return []
    case 'exit':
    case 'logout':
      return LOGOUT
    case 'hostname':
      return [instance.hostname]
    case 'whoami':
      return [user]
    case 'uname':
      return [
        args.includes('-a') ? unameAll(instance) : args.includes('-r') ? kernelRelease(instance) : 'Linux',
      ]
    case 'uptime':
      return [uptime(instance)]
    case 'date':
      return [new Date().toUTCString().replace('GMT', 'UTC')]
    case 'echo':
      return [args.join(' ')]
    case 'clear':
      return ['\x1b[H\x1b[2J']
    case 'ip':
      if (['a', 'addr', 'address'].includes(args[0] ?? '')) return ipAddr(instance)
      return ['Usage: ip addr']
    case 'help':
      return ['Commands: hostname, uname [-a|-r], ip addr, uptime, whoami, date, echo, clear, exit']
    default:
      return [`-bash: ${command}: command not found`]
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** ` 14:03:09 up 2 days,  3:04,  1 user,  load average: 0.08, 0.03, 0.01`, running since its last state change. */
function uptime(instance: Json<Api.Instance>): string {
  const now = new Date()
  const minutes = Math.max(
    0,
    Math.floor((now.getTime() - Date.parse(instance.time_run_state_updated)) / 60_000),
  )
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const clock = hours > 0 ? `${String(hours).padStart(2)}:${pad2(mins)}` : `${mins} min`
  const up = days > 0 ? `${days} day${days === 1 ? '' : 's'}, ${clock}` : clock
  const time = `${pad2(now.getUTCHours())}:${pad2(now.getUTCMinutes())}:${pad2(now.getUTCSeconds())}`
  return ` ${time} up ${up},  1 user,  load average: 0.08, 0.03, 0.01`
}

/** The link-local IPv6 address a MAC address gives (modified EUI-64), as Linux assigns it. */
function linkLocal(mac: string): string {
  const bytes = mac.split(':').map((b) => Number.parseInt(b, 16))
  const eui = [bytes[0] ^ 0x02, bytes[1], bytes[2], 0xff, 0xfe, bytes[3], bytes[4], bytes[5]]
  const interfaceId = eui.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n)
  return formatIp({ version: 6, value: (0xfe80n << 112n) | interfaceId })
}

/** `ip addr`: the loopback, then the instance's interfaces (the primary first) with their addresses. */
function ipAddr(instance: Json<Api.Instance>): string[] {
  const nics = db.networkInterfaces
    .filter((n) => n.instance_id === instance.id)
    .sort((a, b) => Number(b.primary) - Number(a.primary) || a.time_created.localeCompare(b.time_created))
  const forever = '       valid_lft forever preferred_lft forever'
  const lines = [
    '1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000',
    '    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00',
    '    inet 127.0.0.1/8 scope host lo',
    forever,
    '    inet6 ::1/128 scope host noprefixroute',
    forever,
  ]
  nics.forEach((nic, i) => {
    const device = `enp0s${8 + i}`
    const mac = nic.mac.toLowerCase()
    lines.push(
      `${i + 2}: ${device}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000`,
      `    link/ether ${mac} brd ff:ff:ff:ff:ff:ff`,
    )
    const subnet = db.vpcSubnets.find((s) => s.id === nic.subnet_id)
    const ip = parseIp(nic.ip)
    if (ip?.version === 4) {
      const width = subnet ? requireNet(subnet.ipv4_block).width : 32
      const host = (1n << BigInt(32 - width)) - 1n
      const broadcast = formatIp({ version: 4, value: ip.value | host })
      lines.push(
        `    inet ${nic.ip}/${width} metric 100 brd ${broadcast} scope global dynamic ${device}`,
        '       valid_lft 86313sec preferred_lft 86313sec',
      )
    } else if (ip) {
      lines.push(
        `    inet6 ${nic.ip}/64 scope global dynamic`,
        '       valid_lft 86313sec preferred_lft 14313sec',
      )
    }
    lines.push(`    inet6 ${linkLocal(mac)}/64 scope link`, forever)
  })
  return lines
}
