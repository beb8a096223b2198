import { NETWORK_ERROR } from './failures'
import { walkUnderFailure } from './walk-under-failure'

await walkUnderFailure(NETWORK_ERROR)
