import { defineIsland } from '../../shared/islands/define'
import { MapEmbed } from './MapEmbed'

export default defineIsland(import.meta.url, MapEmbed, { areas: ['shared', 'contact'] })
