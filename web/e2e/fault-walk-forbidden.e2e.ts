import { FORBIDDEN, walkUnderFailure } from './fault-walk'

await walkUnderFailure(FORBIDDEN)
