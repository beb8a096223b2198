// The data layer in one import: `import { useApiQuery, preload, listQuery } from './'`.
export { type ApiData, type ApiMethod, type ApiParams, asApiError, callApi, loadApiClient } from './client'
export { ApiError, processNetworkError } from './errors'
export { fetchAllPages, useLiveRead } from './live-read'
export { clearApiCache, invalidate, peek, preload, resetApiCache } from './preload'
export { callList, type PreparedCall, type PreparedCalls, type RawBody, sendInTurn } from './prepared-call'
export {
  type ListMethod,
  type ListQuery,
  listQuery,
  type PageParams,
  PICKER_PAGE_SIZE,
  pageFromSearch,
  pageOfRequest,
  type Query,
  query,
  type RowOf,
} from './query'
export {
  ApiCacheProvider,
  swrConfig,
  useApiQuery,
  useNotFoundWhenGone,
  usePrefetchedApiQuery,
  usePreloadedApiQuery,
} from './query-cache'
export { useApiMutation } from './use-api-mutation'
