/** Texts of the projects, publications and documents pages, the pages of `content/` and the hero slide page. */
export default {
  'publications.listTitle': 'Nos publications',
  'projects.listTitle': 'Nos projets en cours',
  'projects.listSubtitle': 'Des programmes conduits avec les communes, suivis et publiés chaque année.',
  'documents.listTitle': 'Documents à télécharger',
  'documents.listSubtitle':
    'Nos statuts, nos comptes certifiés et nos rapports, tels que nous les présentons à nos donateurs et à nos partenaires.',
  'documents.download': 'Télécharger : {title}',
  'documents.file': '{format}, {size}',
  'documents.inOtherLanguage': 'en anglais',
  'documents.published': 'Publié le {date}',
  'documents.sizeKb': '{size} Ko',
  'documents.sizeMb': '{size} Mo',
  'documents.askTitle': 'Un document qui manque ?',
  'documents.askText':
    'Écrivez-nous : nous répondons à toute demande d’information sur nos comptes et nos actions.',

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
