import { defineIsland } from '../../islands/define'
import { NewsList } from './NewsList'

export default defineIsland(import.meta.url, NewsList, { areas: ['shared', 'news'] })
