import { FORBIDDEN } from './failures'
import { walkUnderFailure } from './walk-under-failure'

await walkUnderFailure(FORBIDDEN)
