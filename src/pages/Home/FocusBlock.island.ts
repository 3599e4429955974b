import { defineIsland } from '../../shared/islands/define'
import { FocusBlock } from './FocusBlock'

export default defineIsland(import.meta.url, FocusBlock, { areas: ['shared', 'home'] })
