import NotFoundView from './NotFoundView'

export function Component() {
  return <NotFoundView />
}
