/** What the create and edit forms of a router hold. */
export type RouterValues = { name: string; description: string }
