import { defineIsland } from '../../islands/define'
import { EventsBlock } from './EventsBlock'

export default defineIsland(import.meta.url, EventsBlock, { areas: ['shared', 'home'] })
