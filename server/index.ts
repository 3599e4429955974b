/** The reference back-end: the API contract of SPEC §7 on an embedded SQLite database. */
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
