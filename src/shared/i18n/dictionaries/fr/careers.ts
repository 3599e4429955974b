/** Texts of the careers page: volunteering, reasons to join, applying, links. */
export default {
  'careers.volunteering.title': 'Le bénévolat à l’AHB',
  'careers.volunteering.lead':
    'Quelques heures par mois ou une mission de plusieurs semaines : chaque engagement compte.',
  'careers.volunteering.text':
    'Nos bénévoles accompagnent les comités de gestion de l’eau, animent des séances de sensibilisation à l’hygiène, aident à la logistique des cliniques mobiles ou mettent leurs compétences professionnelles au service de l’association. Nous les accueillons, les formons et les suivons tout au long de leur mission.',
  'careers.way.field.title': 'Sur le terrain',
  'careers.way.field.text':
    'Participez aux chantiers, aux campagnes de dépistage et aux journées de sensibilisation dans les villages, aux côtés de nos équipes.',
  'careers.way.skills.title': 'Avec vos compétences',
  'careers.way.skills.text':
    'Comptabilité, communication, informatique, ingénierie : offrez quelques heures de votre savoir-faire, à distance ou à Cotonou.',
  'careers.way.ambassador.title': 'Comme ambassadeur',
  'careers.way.ambassador.text':
    'Faites connaître nos actions autour de vous, organisez une collecte ou représentez l’AHB lors d’événements.',

  'careers.reasons.title': 'Quatre raisons de nous rejoindre',
  'careers.reason.impact.title': 'Un impact concret',
  'careers.reason.impact.text':
    'Voir une pompe couler pour la première fois, un enfant soigné à temps : les résultats de votre travail se mesurent dans les villages.',
  'careers.reason.learn.title': 'Apprendre sur le terrain',
  'careers.reason.learn.text':
    'Formations internes, accompagnement par des professionnels expérimentés et découverte de tout le Bénin.',
  'careers.reason.team.title': 'Une équipe engagée',
  'careers.reason.team.text':
    'Salariés, bénévoles et partenaires locaux travaillent ensemble, dans un esprit d’entraide et de respect.',
  'careers.reason.values.title': 'Des valeurs partagées',
  'careers.reason.values.text':
    'Intégrité, solidarité et excellence : des principes que nous appliquons au quotidien, avec et pour les communautés.',

  'careers.apply.title': 'Postuler ou proposer votre aide',
  'careers.apply.lead': 'Nos offres de postes et de missions sont annoncées dans nos actualités.',
  'careers.apply.text':
    'Les candidatures spontanées sont toujours les bienvenues : envoyez-nous votre CV et quelques lignes sur ce qui vous motive, en précisant si vous cherchez un emploi, un stage ou une mission bénévole. Nous répondons à chaque candidature.',
  'careers.apply.send': 'Envoyer ma candidature',
  'careers.apply.subject': 'Candidature',
  'careers.apply.contactTitle': 'Nous contacter',

  'careers.explore.title': 'Pour aller plus loin',
  'careers.explore.about': 'Découvrir l’AHB',
  'careers.explore.projects': 'Nos projets',
  'careers.explore.donate': 'Faire un don',
  'careers.explore.home': "Retour à l'accueil",
  'careers.explore.contact': 'Nous écrire',
}
