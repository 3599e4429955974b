export interface CommentSeed {
  articleSlug: string
  name: string
  email: string
  content: string
  /** Hours after the article's publication. */
  hoursAfter: number
  status: 'published' | 'pending'
}

export const COMMENTS: CommentSeed[] = [
  {
    articleSlug: 'eau-potable-douze-forages-djougou',
    name: 'Kossi Adjovi',
    email: 'kossi.adjovi@example.org',
    content:
      'Bravo à toute l’équipe ! J’ai grandi près de Djougou et je sais ce que représente un forage pour les femmes du village.',
    hoursAfter: 5,
    status: 'published',
  },
  {
    articleSlug: 'eau-potable-douze-forages-djougou',
    name: 'Claire Dubois',
    email: 'claire.dubois@example.com',
    content:
      'Comment les comités fixent-ils le montant de la contribution ? Est-ce le même dans tous les villages ?',
    hoursAfter: 20,
    status: 'published',
  },
  {
    articleSlug: 'moustiquaires-paludisme-ouidah',
    name: 'Aïcha Soumanou',
    email: 'aicha.soumanou@example.org',
    content:
      'Merci pour la visite à domicile, les relais nous ont bien expliqué comment installer et laver la moustiquaire.',
    hoursAfter: 30,
    status: 'published',
  },
  {
    articleSlug: 'transformatrices-soja-bohicon',
    name: 'Jean-Baptiste Houessou',
    email: 'jb.houessou@example.net',
    content: 'Très belle initiative. Où peut-on acheter le fromage de soja du groupement à Bohicon ?',
    hoursAfter: 8,
    status: 'published',
  },
  {
    articleSlug: 'transformatrices-soja-bohicon',
    name: 'Visiteur pressé',
    email: 'promo@example.com',
    content: 'Gagnez de l’argent rapidement depuis chez vous, cliquez ici !',
    hoursAfter: 9,
    status: 'pending',
  },
  {
    articleSlug: 'mangroves-ouidah-reboisement',
    name: 'Emmanuel Zinsou',
    email: 'e.zinsou@example.org',
    content: 'Je participerai à la prochaine journée de reboisement avec mon club de lycéens.',
    hoursAfter: 48,
    status: 'published',
  },
]
