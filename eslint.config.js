import js from '@eslint/js'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** React's hooks that Preact's compatibility layer, on which islands hydrate, lacks or does not match. */
const PREACT_LACKS = [
  {
    name: 'react',
    importNames: ['useId'],
    message:
      "Islands hydrate on Preact, whose ids differ from React's: use a fixed id, unique on the page (a prop).",
  },
  {
    name: 'react',
    importNames: ['useActionState', 'useOptimistic', 'use'],
    message: "A React 19 hook that Preact's compatibility layer lacks or does not match: not in src/.",
  },
  {
    name: 'react-dom',
    importNames: ['useFormStatus', 'useFormState'],
    message: "React 19 hooks that Preact's compatibility layer lacks: not in src/.",
  },
]

/**
 * Where code runs, by its folder (README.md#layout): what the browser may load (src/browser, src/shared, the
 * pages) imports neither Node's modules nor src/node, except its types and a loader's `await import()`, which
 * only the build runs (docs/architecture.md#prerender). The prerender's half of the islands is the one module of
 * src/node that prerendered markup imports: the frame and the script islands' markup, which no island renders.
 */
const NODE_ONLY = [
  {
    regex: `^(node:|(${builtinModules.join('|')})(/|$))`,
    message: "Node's modules run in the build only: in src/node (README.md#layout).",
  },
  {
    regex: '^(\\.\\./)+node/(?!islands/IslandPrerender$)',
    allowTypeImports: true,
    message:
      "src/node runs in the build only: import its types, or call it from a loader's `await import()` (docs/architecture.md#prerender).",
  },
]

export default tseslint.config(
  { ignores: ['dist', '.cache', 'node_modules', '.vite-react-ssg-temp', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A test proves that something did not happen by waiting for the event that would show it, or for a state
    // that rules it out, never by sleeping, which passes falsely on a slow run
    // (docs/architecture.md#test-layers).
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            'Wait for the event or state instead (tests/e2e/support/absence.ts: mustNotCome, watchRequests, page.clock).',
        },
      ],
    },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // All of src/ is what the browser bundle can reach, where React is Preact's compatibility layer
    // (docs/islands.md#runtime): Preact's ids differ from React's and repeat from one island to the next, and it
    // lacks React 19's form and action hooks or does not behave as React's do.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: PREACT_LACKS }],
      'no-restricted-properties': [
        'error',
        ...['useId', 'useActionState', 'useOptimistic', 'use'].map((property) => ({
          object: 'React',
          property,
          message:
            "Not on Preact's compatibility layer, where the browser runs src/ (docs/islands.md#runtime).",
        })),
        ...['useFormStatus', 'useFormState'].map((property) => ({
          object: 'ReactDOM',
          property,
          message:
            "Not on Preact's compatibility layer, where the browser runs src/ (docs/islands.md#runtime).",
        })),
      ],
    },
  },
  {
    // The same, and where code runs (NODE_ONLY), for what the browser may load.
    files: ['src/{browser,shared,pages}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: PREACT_LACKS, patterns: NODE_ONLY }],
    },
  },
)
