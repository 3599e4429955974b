import { defineIsland } from '../../shared/islands/define'
import { VideoBlock } from './VideoBlock'

export default defineIsland(import.meta.url, VideoBlock, { areas: ['home'] })
