import { SERVER_ERROR, walkUnderFailure } from './fault-walk'

await walkUnderFailure(SERVER_ERROR)
