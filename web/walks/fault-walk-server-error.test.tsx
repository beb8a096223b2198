import { SERVER_ERROR } from './failures'
import { walkUnderFailure } from './walk-under-failure'

await walkUnderFailure(SERVER_ERROR)
