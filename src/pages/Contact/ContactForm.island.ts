import { defineIsland } from '../../shared/islands/define'
import { ContactForm } from './ContactForm'

export default defineIsland(import.meta.url, ContactForm, { areas: ['shared', 'contact'] })
