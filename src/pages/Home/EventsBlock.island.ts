import { defineIsland } from '../../shared/islands/define'
import { EventsBlock } from './EventsBlock'

export default defineIsland(import.meta.url, EventsBlock, { areas: ['shared', 'home'] })
