/** Texts of the frame shared by every page: top bar, menus, footer, generic states. */
export default {
  'site.name': 'AHB',
  'site.fullName': 'Association Humanitaire du Bénin',
  'site.tagline': 'Eau potable, santé communautaire et développement social au Bénin',
  'site.description':
    "L'AHB agit au Bénin pour l'accès à l'eau potable, la santé communautaire, le développement social, l'environnement et l'assainissement.",

  'a11y.skipToContent': 'Aller au contenu principal',
  'a11y.scrollToTop': 'Revenir en haut de la page',
  'a11y.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'a11y.breadcrumbs': "Fil d'Ariane",
  'a11y.mainNav': 'Navigation principale',
  'a11y.mobileNav': 'Navigation mobile',
  'a11y.close': 'Fermer',

  'nav.home': 'Accueil',
  'nav.discover': 'Découvrir',
  'nav.about': 'À propos',
  'nav.mission': 'Notre mission',
  'nav.history': 'Notre histoire',
  'nav.team': 'Notre équipe',
  'nav.actions': 'Nos actions',
  'nav.news': 'Actualités',
  'nav.projects': 'Projets',
  'nav.publications': 'Publications',
  'nav.documents': 'Documents',
  'nav.career': 'Carrière',
  'nav.contacts': 'Contacts',
  'nav.donate': 'Faire un don',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.toggleSection': 'Afficher ou masquer {section}',
  'nav.search': 'Rechercher',
  'nav.searchNewsLabel': 'Rechercher dans les actualités',
  'nav.searchSiteLabel': 'Rechercher sur le site',
  'nav.searchPlaceholder': 'Rechercher…',

  'lang.label': 'Langue',
  'lang.fr.short': 'FR',
  'lang.en.short': 'EN',
  'lang.fr.full': 'Français',
  'lang.en.full': 'English',
  'lang.switchTo': 'Lire cette page en {language}',
  // Shown on a page of another language whose main text exists only in French (docs/behaviour.md#languages).
  'lang.frenchOnly.article': 'Cet article n’est disponible qu’en français.',
  'lang.frenchOnly.page': 'Cette page n’est disponible qu’en français.',

  'footer.about': 'À propos de l’AHB',
  'footer.connect': 'Restons en contact',
  'footer.connectText': 'Suivez nos actions sur le terrain et nos appels à mobilisation.',
  'footer.association': 'L’association',
  'footer.gatherings': 'Nos rendez-vous',
  'footer.socialSoon': 'Bientôt aussi sur {networks}.',
  'footer.resources': 'Ressources',
  'footer.legal': 'Informations légales',
  'footer.social': 'Réseaux sociaux',
  'footer.copyright': '© {year} {name}. Tous droits réservés.',
  'footer.contact': 'Nous écrire',

  'state.loading': 'Chargement...',
  'state.retry': 'Réessayer',
  'state.errorTitle': 'Erreur de chargement',
  'state.pageError': 'Erreur lors du chargement de la page',
  'state.noData': 'Aucune donnée disponible',
  'state.learnMore': 'En savoir plus',
  'state.backHome': "Retour à l'accueil",

  'redirect.title': 'Redirection',
  'redirect.text': 'Vous allez être redirigé vers la version française du site.',
  'redirect.link': 'Continuer vers le site',

  // The e-mail message of every form (src/lib/forms/validation.ts).
  'form.error.email': 'Adresse e-mail invalide : vérifiez-la, par exemple nom@exemple.bj.',
  // Under the submit button of every form that keeps personal data (docs/behaviour.md#privacy-page).
  'form.privacyLink': 'Comment nous utilisons vos données',
  // An article's category when it has none (the cards of the home page and the news list, the article page).
  'article.defaultCategory': 'Article',
  // The news feed announced in the head of every page.
  'news.feed.title': 'Actualités de l’AHB (RSS)',
}
