/** What the create and edit forms of a project hold. */
export type ProjectValues = { name: string; description: string }
