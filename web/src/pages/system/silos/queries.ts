import { listQuery } from '~/api/query'

export const siloList = () => listQuery('siloList', { query: {} })
