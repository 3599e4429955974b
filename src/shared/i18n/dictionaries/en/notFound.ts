import type fr from '../fr/notFound'

export default {
  'notFound.code': '404',
  'notFound.title': 'Page not found',
  'notFound.message': 'Oops! This page does not exist',
  'notFound.hint': 'The link you followed may be old, or the page may have moved.',
  'notFound.home': 'Back to home',
  'notFound.back': 'Previous page',
  'notFound.cardSearch.title': 'Look for information',
  'notFound.cardSearch.text': 'Start again from the home page or browse our news.',
  'notFound.cardContact.title': 'Contact us',
  'notFound.cardContact.text': 'A question? Our team will answer.',
  'notFound.cardProjects.title': 'Our projects',
  'notFound.cardProjects.text': 'Discover our work for water, health and social development.',
  'notFound.popular': 'Popular pages',
  'notFound.metaTitle': 'Page not found',
} satisfies Record<keyof typeof fr, string>
