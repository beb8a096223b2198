import { listQuery } from '~/api'

export const siloList = () => listQuery('siloList', { query: {} })
