import { query } from '~/api/query'

/**
 * The schemas are read a page at a time, the first before the page shows and the rest behind it, so a rack
 * with hundreds of timeseries shows the first ones at once.
 */
export const SCHEMA_PAGE_SIZE = 25

export const schemaPage = (pageToken?: string) =>
  query('systemTimeseriesSchemaList', { query: { limit: SCHEMA_PAGE_SIZE, pageToken } })
