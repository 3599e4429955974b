import { defineScriptIsland } from '../../shared/islands/define'
import { startCopyButton } from './copy-controller'

export default defineScriptIsland(import.meta.url, startCopyButton)
