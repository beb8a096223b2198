let last = 0

/** A key for a row a form adds, telling it apart from the others while rows come and go. */
export const newRowKey = () => `row-${++last}`

/** The index of the row a yup test runs in, from its path (`blocks[2].first` is row 2). */
export const rowIndexOf = (path: string) => Number(/\[(\d+)\]/.exec(path)?.[1] ?? -1)
