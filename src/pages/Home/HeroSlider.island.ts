import { defineScriptIsland } from '../../shared/islands/define'
import { startHeroSlider } from './hero-slider-controller'

export default defineScriptIsland(import.meta.url, startHeroSlider)
