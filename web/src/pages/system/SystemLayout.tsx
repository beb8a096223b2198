import { Outlet } from 'react-router'

/** The operators' view; its routes (routes.tsx) turn away anyone who is not a fleet viewer (fleet-gate.ts). */
export default function SystemLayout() {
  return <Outlet />
}
