/** Texts of the under-construction pages, the pages of `content/` and the hero slide page. */
export default {
  'construction.title': 'Page en construction',
  'construction.text':
    'Nous préparons cette rubrique avec soin ; elle sera bientôt en ligne. En attendant, vous trouverez l’essentiel de nos actions dans les pages ci-dessous.',
  'construction.short': 'Cette rubrique s’enrichit bientôt. Voir aussi :',
  'construction.linksLabel': 'Pages disponibles',
  'construction.contactTitle': 'Nous joindre',
  'construction.publicationsTitle': 'Publications déjà disponibles',

  'projects.themesTitle': "Nos domaines d'intervention",
  'projects.themesSubtitle': 'Cinq domaines pour améliorer durablement la vie des familles béninoises.',

  'static.contactUs': 'Nous contacter',
  'static.editPage': 'Modifier cette page',
  'static.editPageWhere': '(sur GitHub)',

  'static.theme.notFound': 'Page non trouvée',
  'static.theme.notFoundText': "Le contenu que vous recherchez n'existe pas.",
  'static.theme.supportTitle': 'Soutenir ce domaine',
  'static.theme.supportText':
    'Votre don finance directement nos actions sur le terrain, dans les villages qui en ont le plus besoin.',
  'static.theme.back': "Tous nos domaines d'intervention",

  'static.project.notFound': 'Projet non trouvé',
  'static.project.notFoundText': "Le projet que vous recherchez n'existe pas.",
  'static.project.supportTitle': 'Soutenir ce projet',
  'static.project.supportText':
    'Un don, un partenariat ou quelques heures de bénévolat : chaque soutien fait avancer ce projet.',

  'static.news.notFound': 'Article non trouvé',
  'static.news.notFoundText': "L'article que vous recherchez n'existe pas ou a été supprimé.",
  'static.news.published': 'Publié le {date}',
  'static.news.supportTitle': 'Agir avec nous',
  'static.news.supportText': 'Ces résultats sont possibles grâce à vous. Continuons ensemble.',
  'static.news.back': 'Toutes les actualités',

  'static.info.notFound': 'Information non trouvée',
  'static.info.notFoundText': "La page que vous recherchez n'existe pas.",
  'static.info.supportTitle': 'Soutenir notre action',
  'static.info.supportText':
    'Vous partagez notre vision ? Rejoignez celles et ceux qui la font vivre chaque jour.',
  'static.info.back': 'En savoir plus sur l’AHB',

  'static.publication.notFound': 'Publication non trouvée',
  'static.publication.notFoundText': "La publication que vous recherchez n'existe pas.",
  'static.publication.category': 'Catégorie :',
  'static.publication.published': 'Publié le {date}',
  'static.publication.similar': 'Publications similaires',
  'static.publication.supportTitle': 'Une question sur ce document ?',
  'static.publication.supportText':
    'Notre équipe vous répond et peut vous envoyer la version complète du document.',

  'static.slide.notFound': 'Slide non trouvé',
  'static.slide.notFoundText': "Le slide que vous recherchez n'existe pas ou a été supprimé.",
  'static.slide.kind': 'Présentation à la une de la page d’accueil, l’un de nos domaines d’action.',
  'static.slide.themeLink': 'Lire la page complète de ce domaine d’action',
  'static.slide.allThemesLink': 'Voir tous nos domaines d’action',
  'static.slide.supportTitle': 'Agir avec nous',
  'static.slide.supportText': 'Votre soutien permet de poursuivre ces actions et d’en lancer de nouvelles.',
}
