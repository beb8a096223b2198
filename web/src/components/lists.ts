/**
 * Whole lists for pickers and lookups (disk names for snapshots, instance names for disks). Pickers cannot
 * page, so they ask for one large page, as the API allows up to this many items.
 */
export const ALL_ISH = 1000

export const allDisks = (project: string) => ({ query: { project, limit: ALL_ISH } })
export const allInstances = (project: string) => ({ query: { project, limit: ALL_ISH } })
export const allSnapshots = (project: string) => ({ query: { project, limit: ALL_ISH } })
export const allProjectImages = (project: string) => ({ query: { project, limit: ALL_ISH } })
export const allSiloImages = () => ({ query: { limit: ALL_ISH } })
export const allProjects = () => ({ query: { limit: ALL_ISH } })
