import { listQuery } from '~/api/query'

/** The certificates the silo's console and API are served with, whole: a silo has a handful. */
export const certificateList = listQuery('certificateList', { query: {} }).all()
