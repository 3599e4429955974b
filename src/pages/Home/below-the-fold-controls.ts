/**
 * The home blocks below the first screen that have controls (the video popup, the events filter, the focus
 * lightbox), in one chunk that the browser fetches when the first of them nears the screen (see
 * deferred-blocks.ts).
 */
export { EventsBlock } from './EventsBlock'
export { FocusBlock } from './FocusBlock'
export { VideoBlock } from './VideoBlock'
