import type fr from '../fr/common'

export default {
  'site.name': 'AHB',
  'site.fullName': 'Benin Humanitarian Association',
  'site.tagline': 'Drinking water, community health and social development in Benin',
  'site.description':
    'AHB works in Benin for access to drinking water, community health, social development, the environment and sanitation.',

  'a11y.skipToContent': 'Skip to main content',
  'a11y.scrollToTop': 'Back to the top of the page',
  'a11y.opensInNewTab': '(opens in a new tab)',
  'a11y.breadcrumbs': 'Breadcrumb',
  'a11y.mainNav': 'Main navigation',
  'a11y.mobileNav': 'Mobile navigation',
  'a11y.close': 'Close',

  'nav.home': 'Home',
  'nav.discover': 'Discover',
  'nav.about': 'About us',
  'nav.mission': 'Our mission',
  'nav.history': 'Our history',
  'nav.team': 'Our team',
  'nav.actions': 'Our work',
  'nav.news': 'News',
  'nav.projects': 'Projects',
  'nav.publications': 'Publications',
  'nav.documents': 'Documents',
  'nav.career': 'Careers',
  'nav.contacts': 'Contact',
  'nav.donate': 'Donate',
  'nav.openMenu': 'Open the menu',
  'nav.closeMenu': 'Close the menu',
  'nav.toggleSection': 'Show or hide {section}',
  'nav.search': 'Search',
  'nav.searchNewsLabel': 'Search the news',
  'nav.searchSiteLabel': 'Search the site',
  'nav.searchPlaceholder': 'Search…',

  'lang.label': 'Language',
  'lang.fr.short': 'FR',
  'lang.en.short': 'EN',
  'lang.fr.full': 'Français',
  'lang.en.full': 'English',
  'lang.switchTo': 'Read this page in {language}',
  'lang.frenchOnly.article': 'This article is available in French only.',
  'lang.frenchOnly.page': 'This page is available in French only.',

  'footer.about': 'About AHB',
  'footer.connect': 'Stay in touch',
  'footer.connectText': 'Follow our work in the field and our calls for support.',
  'footer.association': 'The association',
  'footer.gatherings': 'Our gatherings',
  'footer.socialSoon': 'Soon also on {networks}.',
  'footer.resources': 'Resources',
  'footer.legal': 'Legal information',
  'footer.social': 'Social networks',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'footer.contact': 'Write to us',

  'state.loading': 'Loading...',
  'state.retry': 'Try again',
  'state.errorTitle': 'Loading error',
  'state.pageError': 'The page could not be loaded',
  'state.noData': 'No data available',
  'state.learnMore': 'Learn more',
  'state.backHome': 'Back to home',

  'redirect.title': 'Redirecting',
  'redirect.text': 'You are being redirected to the French version of the site.',
  'redirect.link': 'Continue to the site',

  // The e-mail message of every form (src/lib/forms/validation.ts).
  'form.error.email': 'Enter a valid e-mail address, for example name@example.org.',
  // Under the submit button of every form that keeps personal data (docs/behaviour.md#privacy-page).
  'form.privacyLink': 'How we use your data',
  // An article's category when it has none (the cards of the home page and the news list, the article page).
  'article.defaultCategory': 'Article',
  // The news feed announced in the head of every page.
  'news.feed.title': 'AHB news (RSS)',
} satisfies Record<keyof typeof fr, string>
