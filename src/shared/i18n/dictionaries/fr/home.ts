/**
 * Texts of the home page's blocks (docs/behaviour.md#home; the state messages keep the names of
 * docs/behaviour.md#messages).
 */
export default {
  'hero.label': 'Nos actions en images',
  'hero.slideOf': '{current} sur {total}',
  'hero.announce': 'Diapositive {current} sur {total} : {title}',
  'hero.previous': 'Diapositive précédente',
  'hero.next': 'Diapositive suivante',
  'hero.goTo': 'Afficher la diapositive {number} : {title}',
  'hero.pause': 'Mettre le défilement en pause',
  'hero.play': 'Lancer le défilement',
  'hero.loadingError': 'Erreur de chargement',
  'hero.error': 'Impossible de charger les diapositives.',
  'hero.noSlides': 'Aucune diapositive pour le moment',
  'hero.slidesComingSoon': 'Les images de nos actions arrivent bientôt.',
  'hero.displayError': "Erreur d'affichage : impossible de charger la diapositive actuelle.",
  'hero.cannotLoadSlide': 'Passez à la diapositive suivante ou rechargez la page.',

  'home.figures.title': 'L’AHB en chiffres',
  'home.figures.more': 'Notre histoire et nos résultats',

  'home.video.title': 'L’AHB en images',
  'home.video.text':
    'Quelques minutes pour rencontrer nos équipes et les communautés avec lesquelles nous agissons, des forages de l’Atacora aux centres de santé du littoral.',
  'home.video.defaultTitle': 'Présentation de l’AHB',
  'home.video.play': 'Lire la vidéo : {title}',
  'home.video.close': 'Fermer la vidéo',
  'home.video.error': 'Cette vidéo ne peut pas être lue ici.',
  'home.video.openDirectly': 'Ouvrir la vidéo dans un nouvel onglet',
  'home.video.closeError': 'Fermer',

  'home.events.title': 'Nos événements',
  'home.events.intro':
    'Journées de sensibilisation, formations et chantiers solidaires : venez agir à nos côtés.',
  'home.events.filterLabel': 'Choisir les événements affichés',
  'home.events.filter.upcoming': 'À venir',
  'home.events.filter.featured': 'À la une',
  'home.events.filter.all': 'Tous',
  'home.events.featured': 'À la une',
  'home.events.participate': 'Participer',
  'home.events.participateIn': 'Participer : {title}',
  'home.events.registrationClosed': 'Inscriptions pas encore ouvertes',
  'home.events.empty': 'Aucun événement dans cette sélection pour le moment.',
  'home.events.error': 'Impossible de charger les événements. Réessayez dans un instant.',

  'home.projects.title': 'Nos projets',
  'home.projects.intro': 'Nos programmes en cours, au service de nos {count} domaines d’action :',
  'home.projects.themes': 'Nos domaines d’action',
  'home.projects.viewAll': 'Voir tous les projets',
  'home.projects.discover': 'Découvrir le projet',
  'projects.loadingError': 'Nos projets n’ont pas pu être chargés. Voici nos trois programmes principaux.',
  'projects.noProjects': 'Aucun projet à présenter pour le moment.',
  'home.projects.fallback.water.title': 'Eau potable pour l’Atacora et la Donga',
  'home.projects.fallback.water.description':
    'Forages, réhabilitation de pompes et comités de gestion formés pour une eau saine et durable dans les villages.',
  'home.projects.fallback.water.stats': 'Eau potable',
  'home.projects.fallback.health.title': 'Santé de proximité dans le Zou et le Couffo',
  'home.projects.fallback.health.description':
    'Relais communautaires formés, campagnes de prévention et appui aux centres de santé de proximité.',
  'home.projects.fallback.health.stats': 'Santé',
  'home.projects.fallback.social.title': 'High 5 – Transformer le Bénin',
  'home.projects.fallback.social.description':
    'Le programme High 5 pour transformer le Bénin : éducation, insertion des jeunes et autonomie des femmes.',
  'home.projects.fallback.social.stats': 'Social',

  'home.focus.title': 'Zoom sur',
  'home.focus.intro': 'Notre vision, nos objectifs et nos plans stratégiques, en quelques mots.',
  'home.focus.enlarge': 'Agrandir l’image : {title}',
  'home.focus.imageDialog': 'Image agrandie : {title}',
  'home.focus.closeImage': 'Fermer l’image',
  'infocus.loadingError': 'Impossible de charger les contenus à la une.',
  'infocus.noItems': 'Aucun contenu à la une pour le moment.',
  'home.focus.ctaTitle': 'Une question, une idée de partenariat ?',
  'home.focus.ctaText': 'Notre équipe de Cotonou vous répond du lundi au samedi.',
  'home.focus.ctaButton': 'Nous contacter',
  'home.join.title': 'Rejoignez notre mission',
  'home.join.text':
    'Bénévoles, donateurs, partenaires : chacun peut contribuer à un Bénin où l’eau potable et la santé sont accessibles à toutes et à tous.',
  'home.join.volunteer': 'Devenir bénévole',
  'home.join.donate': 'Faire un don',

  'home.odd.defaultTitle': 'Objectifs de développement durable',
  'home.odd.noSections': 'Aucune section ODD n’est publiée pour le moment.',
  'home.odd.loadingError': 'Impossible de charger la section ODD.',

  'home.articles.title': 'Dernières actualités',
  'home.articles.intro': 'Nouvelles du terrain, résultats et rendez-vous de l’AHB.',
  'home.articles.viewAll': 'Toutes les actualités',
  'home.articles.readMore': 'Lire l’article',
  'home.articles.empty': 'Aucun article pour le moment.',

  'home.strategies.title': 'Nos axes stratégiques',
  'home.strategies.intro': 'Les priorités de notre plan stratégique 2023-2026.',
  'home.strategies.error': 'Erreur lors du chargement des stratégies',
  'home.strategies.empty': 'Aucune stratégie disponible pour le moment.',

  'home.partners.title': 'Nos partenaires',
  'home.partners.ctaTitle': 'Devenez partenaire',
  'home.partners.ctaText':
    'Entreprises, fondations, collectivités : associez-vous à nos programmes pour l’eau, la santé et le développement social au Bénin.',
  'home.partners.ctaButton': 'Nous contacter',

  // The home page's title and description live here: the home page loads no other area.
  'page.home.title': 'Accueil',
  'page.home.description':
    "Association Humanitaire du Bénin : accès à l'eau potable, santé communautaire, développement social, environnement et assainissement.",
}
