import { defineIsland } from '../../shared/islands/define'
import { NewsList } from './NewsList'

export default defineIsland(import.meta.url, NewsList, { areas: ['shared', 'news'] })
