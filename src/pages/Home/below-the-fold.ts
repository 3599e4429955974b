/**
 * The home blocks with nothing to do before the visitor reaches them — cards and links, no control — in one
 * chunk that the browser fetches when the first of them nears the screen (see deferred-blocks.ts).
 */
export { ArticlesBlock } from './ArticlesBlock'
export { OddBlock } from './OddBlock'
export { PartnersBlock } from './PartnersBlock'
export { ProjectsBlock } from './ProjectsBlock'
export { StrategiesBlock } from './StrategiesBlock'
