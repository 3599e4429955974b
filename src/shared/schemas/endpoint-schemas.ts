import * as schemas from './api'
import { ENDPOINTS, type EndpointKind, type SnapshotData, type SnapshotName } from './endpoints'

/**
 * The snapshot registry with its schemas, for the code that parses (the pipeline, the browser's lazily loaded
 * parsing): each declaration of endpoints.ts with the schema it names.
 */
export interface EndpointDefinition<N extends SnapshotName = SnapshotName> {
  name: N
  path: string
  kind: EndpointKind
  query?: Readonly<Record<string, string>>
  /** The schema its declaration names; `SnapshotData[N]` is made of its output, sanitized. */
  schema: (typeof schemas)[(typeof ENDPOINTS)[N]['schema']]
  absent?: SnapshotData[N]
}

export function endpointOf<N extends SnapshotName>(name: N): EndpointDefinition<N> {
  const declaration: (typeof ENDPOINTS)[SnapshotName] = ENDPOINTS[name]
  return { ...declaration, name, schema: schemas[declaration.schema] } as EndpointDefinition<N>
}
