import {
  defineConfig,
  presetTypography,
  presetWind3,
  transformerVariantGroup,
  type Postprocessor,
} from 'unocss'
import { GRADIENT_CLASSES } from './src/shared/schemas/gradients'

/**
 * Colours without their opacity variable: `--un-bg-opacity:1;background-color:rgb(7 87 140/var(--un-bg-opacity))`
 * becomes `background-color:rgb(7 87 140)`, a third of the bytes of every colour rule. The variable only
 * serves the `bg-opacity-*` family of utilities, which the site does not use (it writes `bg-white/95`). Gradient
 * stops read theirs with a fallback of 1 (`rgb(14 165 233 / var(--un-from-opacity, 1))`): that goes too.
 */
const plainColours: Postprocessor = (util) => {
  const opaque = new Set(
    util.entries
      .filter(([property, value]) => /^--un-[\w-]+-opacity$/.test(property) && String(value) === '1')
      .map(([property]) => property),
  )
  util.entries = util.entries
    .filter(([property]) => !opaque.has(property))
    .map(([property, value]) => [
      property,
      typeof value === 'string'
        ? value
            .replace(/\s*\/\s*var\((--un-[\w-]+-opacity)\)/g, (whole, name: string) =>
              opaque.has(name) ? '' : whole,
            )
            .replace(/\s*\/\s*var\(--un-[\w-]+-opacity,\s*1\)/g, '')
        : value,
    ])
}

/**
 * Rich text never holds a `not-prose` element (the sanitizer drops every class), so the typography rules need
 * not exclude one: without that guard, each of their hundreds of selectors is 60 characters shorter.
 */
const NOT_PROSE_GUARD = ':not(:where([class~="not-prose"],[class~="not-prose"] *))'
const withoutNotProse: Postprocessor = (util) => {
  util.entries = util.entries.map(([property, value]) => [
    property,
    typeof value === 'string' ? value.replaceAll(NOT_PROSE_GUARD, '') : value,
  ])
}

export default defineConfig<object>({
  presets: [
    // Only the variables the used utilities need (shadows, rings, transforms), not all of them on every element.
    presetWind3({ preflight: 'on-demand' }),
    presetTypography(),
  ],
  postprocess: [plainColours, withoutNotProse],
  transformers: [transformerVariantGroup()],
  content: {
    // Class names also live in .ts modules (view helpers), not only in .tsx.
    pipeline: { include: [/\.([jt]sx?|mdx?|html)($|\?)/] },
    // The browser bundle holds the islands only; the pages' classes are read from the sources themselves.
    filesystem: ['src/**/*.{ts,tsx}'],
  },
  // Gradients arrive as data (API records, content frontmatter), which the build does not scan: the schemas map
  // every value to an allowed gradient (src/shared/schemas/gradients.ts), and all of those get CSS.
  safelist: ['bg-gradient-to-br', 'bg-gradient-to-r', ...GRADIENT_CLASSES],
  // Words of the code that are also utility names (onBlur, the events filter): as utilities they would also
  // switch on the filter variables of the preflight, on every element of every page.
  blocklist: ['blur', 'filter'],
  theme: {
    // The utilities' default variables go on elements only: the site has no <dialog> whose ::backdrop needs them.
    preflightRoot: ['*,::before,::after'],
    colors: {
      // Brand blue of water, warm accent of the sun: both pass WCAG AA on white for text (≥ 4.5:1).
      brand: {
        50: '#eff8ff',
        100: '#dbeefe',
        600: '#0b6aa8',
        700: '#07578c',
        800: '#0a4a74',
        900: '#0c3d5f',
      },
      accent: { 400: '#fbbf24', 500: '#f59e0b', 600: '#b45309', 700: '#92400e' },
    },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'focus-ring': 'outline-none focus-visible:(ring-3 ring-accent-500 ring-offset-2)',
    // Tap targets (docs/behaviour.md#tap-targets): a call to action is at least 44 px tall, a control that
    // stands alone (not a link inside a sentence) at least 24 × 24 px, a control of the top bar 44 × 44.
    btn: 'focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors motion-reduce:transition-none',
    'tap-target': 'inline-flex min-h-6 min-w-6 items-center',
    'tap-target-lg': 'inline-flex min-h-11 min-w-11 items-center justify-center',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-accent': 'btn bg-accent-400 text-slate-900 hover:bg-accent-500',
    'btn-outline': 'btn border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
    'btn-ghost-light': 'btn border-2 border-white text-white hover:bg-white/10',
  },
})
