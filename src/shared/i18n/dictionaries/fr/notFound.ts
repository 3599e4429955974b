/** Texts of the 404 page (docs/behaviour.md#404-page): only that page downloads them. */
export default {
  'notFound.code': '404',
  'notFound.title': 'Page non trouvée',
  'notFound.message': "Oups ! Cette page n'existe pas",
  'notFound.hint': 'Le lien que vous avez suivi est peut-être ancien, ou la page a été déplacée.',
  'notFound.home': "Retour à l'accueil",
  'notFound.back': 'Page précédente',
  'notFound.cardSearch.title': 'Chercher une information',
  'notFound.cardSearch.text': 'Repartez de l’accueil ou parcourez nos actualités.',
  'notFound.cardContact.title': 'Nous contacter',
  'notFound.cardContact.text': 'Une question ? Notre équipe vous répond.',
  'notFound.cardProjects.title': 'Nos projets',
  'notFound.cardProjects.text': 'Découvrez nos actions pour l’eau, la santé et le développement social.',
  'notFound.popular': 'Pages populaires',
  'notFound.metaTitle': 'Page non trouvée',
}
