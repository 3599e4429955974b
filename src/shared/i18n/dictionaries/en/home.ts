import type fr from '../fr/home'

export default {
  'hero.label': 'Our work in pictures',
  'hero.slideOf': '{current} of {total}',
  'hero.announce': 'Slide {current} of {total}: {title}',
  'hero.previous': 'Previous slide',
  'hero.next': 'Next slide',
  'hero.goTo': 'Show slide {number}: {title}',
  'hero.pause': 'Pause the slideshow',
  'hero.play': 'Play the slideshow',
  'hero.loadingError': 'Loading error',
  'hero.error': 'Unable to load slides.',
  'hero.noSlides': 'No slides yet',
  'hero.slidesComingSoon': 'Pictures of our work are coming soon.',
  'hero.displayError': 'Display error: unable to load the current slide.',
  'hero.cannotLoadSlide': 'Go to the next slide or reload the page.',

  'home.figures.title': 'AHB in figures',
  'home.figures.more': 'Our history and results',

  'home.video.title': 'AHB in pictures',
  'home.video.text':
    'A few minutes to meet our teams and the communities we work with, from the boreholes of Atacora to the health centres of the coast.',
  'home.video.defaultTitle': 'Introducing AHB',
  'home.video.play': 'Play the video: {title}',
  'home.video.close': 'Close the video',
  'home.video.error': 'This video cannot be played here.',
  'home.video.openDirectly': 'Open the video in a new tab',
  'home.video.closeError': 'Close',

  'home.events.title': 'Our events',
  'home.events.intro': 'Awareness days, training sessions and community work sites: come and take part.',
  'home.events.filterLabel': 'Choose which events to show',
  'home.events.filter.upcoming': 'Upcoming',
  'home.events.filter.featured': 'Featured',
  'home.events.filter.all': 'All',
  'home.events.featured': 'Featured',
  'home.events.participate': 'Take part',
  'home.events.participateIn': 'Take part: {title}',
  'home.events.registrationClosed': 'Registration not open yet',
  'home.events.empty': 'No events in this selection for now.',
  'home.events.error': 'Unable to load the events. Please try again in a moment.',

  'home.projects.title': 'Our projects',
  'home.projects.intro': 'Our current programmes, serving our {count} areas of work:',
  'home.projects.themes': 'Our areas of work',
  'home.projects.viewAll': 'View all projects',
  'home.projects.discover': 'Discover the project',
  'projects.loadingError': 'Our projects could not be loaded. Here are our three main programmes.',
  'projects.noProjects': 'No projects to show yet.',
  'home.projects.fallback.water.title': 'Safe water for Atacora and Donga',
  'home.projects.fallback.water.description':
    'Boreholes, pump repairs and trained water committees for safe, lasting water in rural villages.',
  'home.projects.fallback.water.stats': 'Clean water',
  'home.projects.fallback.health.title': 'Community health in Zou and Couffo',
  'home.projects.fallback.health.description':
    'Trained community health workers, prevention campaigns and support for local health centres.',
  'home.projects.fallback.health.stats': 'Health',
  'home.projects.fallback.social.title': 'High 5 – Transforming Benin',
  'home.projects.fallback.social.description':
    'The High 5 programme to transform Benin: education, jobs for young people and economic independence for women.',
  'home.projects.fallback.social.stats': 'Social',

  'home.focus.title': 'In focus',
  'home.focus.intro': 'Our vision, our objectives and our strategic plans, in brief.',
  'home.focus.enlarge': 'Enlarge the image: {title}',
  'home.focus.imageDialog': 'Enlarged image: {title}',
  'home.focus.closeImage': 'Close the image',
  'infocus.loadingError': 'Unable to load the featured content.',
  'infocus.noItems': 'Nothing in focus yet.',
  'home.focus.ctaTitle': 'A question, an idea for a partnership?',
  'home.focus.ctaText': 'Our team in Cotonou answers from Monday to Saturday.',
  'home.focus.ctaButton': 'Contact us',
  'home.join.title': 'Join our mission',
  'home.join.text':
    'Volunteers, donors, partners: everyone can help build a Benin where clean water and health care are within everyone’s reach.',
  'home.join.volunteer': 'Become a volunteer',
  'home.join.donate': 'Donate',

  'home.odd.defaultTitle': 'Sustainable Development Goals',
  'home.odd.noSections': 'No SDG section has been published yet.',
  'home.odd.loadingError': 'Unable to load the SDG section.',

  'home.articles.title': 'Latest news',
  'home.articles.intro': 'News from the field, results and upcoming dates from AHB.',
  'home.articles.viewAll': 'All news',
  'home.articles.readMore': 'Read the article',
  'home.articles.empty': 'No articles yet.',

  'home.strategies.title': 'Our strategic priorities',
  'home.strategies.intro': 'The priorities of our 2023-2026 strategic plan.',
  'home.strategies.error': 'Error loading the strategies',
  'home.strategies.empty': 'No strategies available yet.',

  'home.partners.title': 'Our partners',
  'home.partners.ctaTitle': 'Become a partner',
  'home.partners.ctaText':
    'Companies, foundations, local authorities: join our programmes for clean water, health and social development in Benin.',
  'home.partners.ctaButton': 'Contact us',

  // The home page's title and description live here: the home page loads no other area.
  'page.home.title': 'Home',
  'page.home.description':
    'Benin Humanitarian Association: access to drinking water, community health, social development, environment and sanitation.',
} satisfies Record<keyof typeof fr, string>
