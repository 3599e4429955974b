/**
 * Texts the frame shares with the islands: what a part shows while it loads or when it fails, the messages every
 * form shares, and a few labels of links and cards. Each island loads this area and its own, not the frame's.
 */
export default {
  'state.loading': 'Chargement...',
  'state.retry': 'Réessayer',
  'state.errorTitle': 'Erreur de chargement',
  'state.pageError': 'Erreur lors du chargement de la page',
  'state.noData': 'Aucune donnée disponible',
  'state.learnMore': 'En savoir plus',
  'state.backHome': "Retour à l'accueil",

  // The e-mail message of every form (src/shared/lib/forms/validation.ts).
  'form.error.email': 'Adresse e-mail invalide : vérifiez-la, par exemple nom@exemple.bj.',
  // Under the submit button of every form that keeps personal data (docs/behaviour.md#privacy-page).
  'form.privacyLink': 'Comment nous utilisons vos données',
  'a11y.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  // An article's category when it has none (the cards of the home page and the news list, the article page).
  'article.defaultCategory': 'Article',
}
