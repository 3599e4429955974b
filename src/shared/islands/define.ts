import type { ComponentType } from 'react'
import type { DictionaryArea } from '../i18n/areas'

/**
 * An island's declaration: the default export of a module named `*.island.ts` (docs/islands.md#an-island). The
 * build makes each such module an entry of the browser's bundle, and the island's element names the module's
 * URL, so the browser needs no table of the site's islands.
 */
interface Declared {
  /**
   * The declaring module, root-relative (`/src/pages/Home/EventsBlock.island.ts`): written `import.meta.url`,
   * which the islands' Vite plugin turns into that path in every environment (scripts/build/islands.ts).
   */
  module: string
  /** The island's name on the page (`data-island`): the module's file name before `.island`. */
  name: string
}

/** An island the browser hydrates on Preact: its component and the dictionary areas its texts are in. */
export interface ComponentIsland<P> extends Declared {
  kind: 'component'
  component: ComponentType<P>
  /** What the browser loads before it hydrates: only the island's own texts (src/shared/i18n/areas.ts). */
  areas: readonly DictionaryArea[]
}

/** A part run by a plain script on its prerendered markup, no framework: its function gets the element. */
export interface ScriptIsland extends Declared {
  kind: 'script'
  start: (element: HTMLElement) => void
}

export type IslandDeclaration = ComponentIsland<never> | ScriptIsland

function nameOf(module: string): string {
  return (module.split('/').pop() ?? '').replace(/\.island\.tsx?$/, '')
}

export function defineIsland<P>(
  module: string,
  component: ComponentType<P>,
  options: { areas: readonly DictionaryArea[] },
): ComponentIsland<P> {
  return { kind: 'component', module, name: nameOf(module), component, areas: options.areas }
}

export function defineScriptIsland(module: string, start: (element: HTMLElement) => void): ScriptIsland {
  return { kind: 'script', module, name: nameOf(module), start }
}

/** Tells the two kinds apart (src/browser/islands/start.ts), here so that the start's chunk holds this module. */
export function isComponentIsland(island: IslandDeclaration): island is ComponentIsland<never> {
  return island.kind === 'component'
}
