export type Theme = 'water' | 'health' | 'social' | 'environment' | 'sanitation' | 'life'

export interface Palette {
  sky: readonly [string, string]
  far: string
  near: string
  ground: string
  sun: string
  accent: string
  light: string
}

/** One colour story per field of action, echoing the site's gradients (sky, rose, amber, green, cyan). */
export const PALETTES: Record<Theme, Palette> = {
  water: {
    sky: ['#38bdf8', '#1d4ed8'],
    far: '#1e40af',
    near: '#1e3a8a',
    ground: '#0c4a6e',
    sun: '#fef3c7',
    accent: '#7dd3fc',
    light: '#e0f2fe',
  },
  health: {
    sky: ['#5eead4', '#0f766e'],
    far: '#0d9488',
    near: '#115e59',
    ground: '#134e4a',
    sun: '#fff1f2',
    accent: '#f43f5e',
    light: '#ffffff',
  },
  social: {
    sky: ['#fcd34d', '#ea580c'],
    far: '#c2410c',
    near: '#9a3412',
    ground: '#7c2d12',
    sun: '#fffbeb',
    accent: '#7c3aed',
    light: '#fff7ed',
  },
  environment: {
    sky: ['#bef264', '#15803d'],
    far: '#16a34a',
    near: '#166534',
    ground: '#14532d',
    sun: '#fef9c3',
    accent: '#facc15',
    light: '#f7fee7',
  },
  sanitation: {
    sky: ['#67e8f9', '#0e7490'],
    far: '#0891b2',
    near: '#155e75',
    ground: '#164e63',
    sun: '#ecfeff',
    accent: '#a78bfa',
    light: '#f0f9ff',
  },
  life: {
    sky: ['#fdba74', '#be123c'],
    far: '#9f1239',
    near: '#7f1d1d',
    ground: '#451a03',
    sun: '#fef3c7',
    accent: '#fbbf24',
    light: '#fff7ed',
  },
}

/** Skin tones and wax-print colours for the people of the illustrations. */
export const SKIN = ['#5b3a29', '#6f4630', '#8a5a3b', '#4a2e21', '#7a4b32'] as const
export const CLOTHES = [
  '#f59e0b',
  '#10b981',
  '#6366f1',
  '#ef4444',
  '#0ea5e9',
  '#a855f7',
  '#f97316',
  '#14b8a6',
] as const
