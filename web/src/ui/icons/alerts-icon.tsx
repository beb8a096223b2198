import { type IconProps, Svg } from './Svg'

/** A bell: the alerts the rack raises and the receivers they go to. */
export function AlertsIcon(props: IconProps) {
  return (
    <Svg name="Alerts" {...props}>
      <path d="M4 11.5V7.25a4 4 0 018 0v4.25l1.25 1.25H2.75L4 11.5z" />
      <path d="M6.5 14.25a1.6 1.6 0 003 0" />
    </Svg>
  )
}
