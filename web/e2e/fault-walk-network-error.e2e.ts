import { NETWORK_ERROR, walkUnderFailure } from './fault-walk'

await walkUnderFailure(NETWORK_ERROR)
