import type fr from '../fr/static'

export default {
  'publications.listTitle': 'Our publications',
  'projects.listTitle': 'Our current projects',
  'projects.listSubtitle': 'Programmes run with the communes, monitored and reported on every year.',
  'documents.listTitle': 'Documents to download',
  'documents.listSubtitle':
    'Our articles of association, certified accounts and reports, as we present them to our donors and partners.',
  'documents.download': 'Download: {title}',
  'documents.file': '{format}, {size}',
  'documents.inOtherLanguage': 'in French',
  'documents.published': 'Published on {date}',
  'documents.sizeKb': '{size} KB',
  'documents.sizeMb': '{size} MB',
  'documents.askTitle': 'Missing a document?',
  'documents.askText':
    'Write to us: we answer every request for information about our accounts and our work.',

  'projects.themesTitle': 'Our areas of work',
  'projects.themesSubtitle': 'Five areas to improve the lives of families in Benin for good.',

  'static.contactUs': 'Contact us',
  'static.editPage': 'Edit this page',
  'static.editPageWhere': '(on GitHub)',

  'static.theme.notFound': 'Page not found',
  'static.theme.notFoundText': 'The content you are looking for does not exist.',
  'static.theme.supportTitle': 'Support this area',
  'static.theme.supportText':
    'Your gift goes straight to our work in the field, in the villages that need it most.',
  'static.theme.back': 'All our areas of work',

  'static.project.notFound': 'Project not found',
  'static.project.notFoundText': 'The project you are looking for does not exist.',
  'static.project.supportTitle': 'Support this project',
  'static.project.supportText':
    'A gift, a partnership or a few hours of volunteering: every kind of support moves this project forward.',

  'static.news.notFound': 'Article not found',
  'static.news.notFoundText': 'The article you are looking for does not exist or has been removed.',
  'static.news.published': 'Published on {date}',
  'static.news.supportTitle': 'Act with us',
  'static.news.supportText': 'These results are possible thanks to you. Let us keep going together.',
  'static.news.back': 'All news',

  'static.info.notFound': 'Information not found',
  'static.info.notFoundText': 'The page you are looking for does not exist.',
  'static.info.supportTitle': 'Support our work',
  'static.info.supportText': 'Do you share our vision? Join the people who bring it to life every day.',
  'static.info.back': 'More about AHB',

  'static.publication.notFound': 'Publication not found',
  'static.publication.notFoundText': 'The publication you are looking for does not exist.',
  'static.publication.category': 'Category:',
  'static.publication.published': 'Published on {date}',
  'static.publication.similar': 'Similar publications',
  'static.publication.supportTitle': 'A question about this document?',
  'static.publication.supportText': 'Our team will answer and can send you the full version of the document.',

  'static.slide.notFound': 'Slide not found',
  'static.slide.notFoundText': 'The slide you are looking for does not exist or has been removed.',
  'static.slide.kind': 'A presentation from the home page’s slideshow: one of our areas of work.',
  'static.slide.themeLink': 'Read the full page of this area of work',
  'static.slide.allThemesLink': 'See all our areas of work',
  'static.slide.supportTitle': 'Act with us',
  'static.slide.supportText': 'Your support lets us continue this work and start new projects.',
} satisfies Record<keyof typeof fr, string>
