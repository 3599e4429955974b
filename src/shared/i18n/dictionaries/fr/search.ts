/** Texts of the site-wide search's results under the search box (src/browser/page-script/frame/site-search.ts). */
export default {
  'search.results': 'Résultats de la recherche sur le site',
  'search.loading': 'Chargement de la recherche…',
  'search.unavailable':
    "La recherche sur le site n'est pas disponible. Appuyez sur Entrée pour chercher dans les actualités.",
  'search.count.none': 'Aucune page ne correspond à « {query} ».',
  'search.count.one': '1 page correspond à « {query} ».',
  'search.count.other': '{count} pages correspondent à « {query} ».',
  'search.section.news': 'Actualités',
  'search.section.projects': 'Projets',
  'search.section.publications': 'Publications',
  'search.section.pages': 'Pages',
  'search.newer': 'Articles plus récents : rechercher « {query} » dans les actualités',
}
