import { type IconProps, Svg } from './Svg'

/** A bell: the alerts the rack raises and the receivers they go to. */
export function AlertsIcon(props: IconProps) {
  return (
    <Svg name="Alerts" {...props}>
      <path d="M4 11.5V7a4 4 0 018 0v4.5l1.25 1.25H2.75zM6.5 14.25a1.5 1.5 0 003 0" />
    </Svg>
  )
}
