/**
 * The reference back-end: the API contract of docs/behaviour.md#api-contract on an embedded SQLite database.
 */
export type {
  Api,
  ApiOptions,
  ApiServer,
  ApiServerOptions,
  ApiStore,
  ArticleInput,
  CommentStatus,
  Fault,
} from './types'
export { createApi } from './api'
export { startApiServer } from './start'
export { defaultDataDir } from './config'
