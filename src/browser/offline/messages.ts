/** What the page tells the worker: its own first page, which the worker did not see (worker.ts `remember`). */
export interface RememberMessage {
  type: 'remember'
  /** The page's address. */
  page: string
  /** The same-origin scripts, styles and images it loaded. */
  files: string[]
}
