/** What every view of a VPC's firewall rules agrees on, whatever else it shows of them. */

type Ordered = { priority: number; name: string }

/**
 * Rules in the order they are evaluated: the lowest priority number first. The API lists rules by name, and two
 * rules may share a priority, so ties keep that order.
 */
export function byPriority(a: Ordered, b: Ordered): number {
  return a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
}
