import type fr from '../fr/shared'

export default {
  'state.loading': 'Loading...',
  'state.retry': 'Try again',
  'state.errorTitle': 'Loading error',
  'state.pageError': 'The page could not be loaded',
  'state.noData': 'No data available',
  'state.learnMore': 'Learn more',
  'state.backHome': 'Back to home',

  // The e-mail message of every form (src/shared/lib/forms/validation.ts).
  'form.error.email': 'Enter a valid e-mail address, for example name@example.org.',
  // Under the submit button of every form that keeps personal data (docs/behaviour.md#privacy-page).
  'form.privacyLink': 'How we use your data',
  'a11y.opensInNewTab': '(opens in a new tab)',
  // An article's category when it has none (the cards of the home page and the news list, the article page).
  'article.defaultCategory': 'Article',
} satisfies Record<keyof typeof fr, string>
