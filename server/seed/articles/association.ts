import type { ArticleSeed } from '../types'

export const ASSOCIATION_ARTICLES: ArticleSeed[] = [
  {
    slug: 'assemblee-generale-bilan-annuel',
    category: 'vie-associative',
    daysAgo: 97,
    hour: 18,
    author: 'Mathieu Agossou',
    cover: 'article-vie-1.jpg',
    fr: {
      title: 'Assemblée générale : l’AHB présente son bilan et ses priorités',
      lead: 'Réunis à Cotonou, les membres, bénévoles et partenaires de l’AHB ont pris part à l’<strong>assemblée générale annuelle</strong> de l’association. Au programme : le rapport d’activités, les comptes certifiés par un commissaire aux comptes, l’élection d’un tiers du conseil d’administration et les priorités de l’année à venir.',
      heading: 'Les chiffres clés de l’année',
      items: [
        '38 ouvrages d’eau construits ou réhabilités dans sept communes du pays.',
        'Plus de 15 000 personnes touchées par les actions de santé communautaire.',
        '86 % des ressources consacrées directement aux programmes de terrain.',
        '210 bénévoles mobilisés lors des campagnes et des événements.',
      ],
      closing:
        'L’assemblée a adopté à l’unanimité le rapport financier et renouvelé sa confiance au président. Le rapport complet sera bientôt disponible ; en attendant, vous pouvez découvrir <a href="/fr/mission">notre mission</a> et nos axes d’intervention.',
    },
    en: {
      title: 'General assembly: AHB presents its results and priorities',
      lead: 'Gathered in Cotonou, AHB’s members, volunteers and partners took part in the association’s <strong>annual general assembly</strong>. On the agenda: the activity report, the accounts certified by an auditor, the election of one third of the board of directors and the priorities for the coming year.',
      heading: 'The year’s key figures',
      items: [
        '38 water facilities built or rehabilitated in seven communes.',
        'More than 15,000 people reached by community health activities.',
        '86% of resources spent directly on field programmes.',
        '210 volunteers mobilised for awareness campaigns and public events.',
      ],
      closing:
        'The assembly unanimously approved the financial report and renewed its confidence in the president. The full report will be available soon; in the meantime, you can read about <a href="/en/mission">our mission</a> and our areas of work across the country.',
    },
  },
  {
    slug: 'benevoles-journee-integration',
    category: 'vie-associative',
    daysAgo: 335,
    hour: 10,
    author: 'Félicité Houngbédji',
    cover: 'article-vie-2.jpg',
    fr: {
      title: 'Bénin : quarante nouveaux bénévoles rejoignent l’association',
      lead: 'Étudiants, retraités, jeunes professionnels : <strong>quarante nouveaux bénévoles</strong> venus de Cotonou, Porto-Novo, Parakou et Abomey-Calavi ont participé à la journée d’intégration de l’AHB. Une journée pour découvrir l’association, rencontrer les équipes de terrain et choisir la mission qui correspond à leurs compétences et à leurs disponibilités.',
      heading: 'Les missions proposées',
      items: [
        'Animation de séances de sensibilisation à l’hygiène et au lavage des mains dans les écoles primaires.',
        'Appui à la collecte de données lors des enquêtes de terrain menées dans les villages.',
        'Soutien scolaire et aide aux devoirs dans les centres partenaires.',
        'Communication, photographie et organisation d’événements.',
      ],
      closing:
        'Chaque bénévole est accompagné par un référent et suit une courte formation avant sa première mission. Vous souhaitez vous engager à votre tour ? Écrivez-nous depuis la page <a href="/fr/contact">contact</a>.',
    },
    en: {
      title: 'Benin: forty new volunteers join the association',
      lead: 'Students, retirees, young professionals: <strong>forty new volunteers</strong> from Cotonou, Porto-Novo, Parakou and Abomey-Calavi took part in AHB’s welcome day. A day to discover the association, meet the field teams and choose the assignment that matches their skills and the time they can give.',
      heading: 'The assignments on offer',
      items: [
        'Running hygiene and handwashing awareness sessions in primary schools.',
        'Helping to collect data during field surveys carried out in the villages.',
        'Tutoring and homework help for children in our partner centres.',
        'Communication, photography and the organisation of public events.',
      ],
      closing:
        'Each volunteer is paired with a mentor and follows a short training course before their first assignment. Would you like to get involved too? Write to us from the <a href="/en/contact">contact</a> page and tell us about yourself.',
    },
  },
  {
    slug: 'saison-pluies-inondations-solidarite',
    category: null,
    daysAgo: 155,
    hour: 19,
    author: null,
    cover: 'article-vie-1.jpg',
    fr: {
      title: 'Inondations : l’AHB aux côtés des familles sinistrées de la vallée de l’Ouémé',
      lead: 'Les pluies exceptionnelles de ces dernières semaines ont fait sortir l’Ouémé de son lit, noyant champs et maisons dans plusieurs villages proches de Porto-Novo. Dès les premiers jours, les équipes de l’AHB ont apporté une <strong>aide d’urgence à 700 familles</strong>, en lien avec les autorités locales et la Croix-Rouge.',
      heading: 'L’aide apportée',
      items: [
        'Des comprimés de purification et des jerricans pour éviter les maladies liées à l’eau.',
        'Des kits d’hygiène pour chaque foyer : savon, seaux, serviettes hygiéniques.',
        'Des moustiquaires pour les familles hébergées dans des écoles.',
        'La désinfection des puits et des citernes dès la décrue, avec les relais communautaires.',
      ],
      closing:
        'Après l’urgence, l’AHB accompagnera la remise en culture des champs et la reconstruction des latrines emportées. Pour soutenir les familles touchées, vous pouvez <a href="/fr/don">faire un don</a>.',
    },
    en: {
      title: 'Floods: AHB stands by affected families in the Ouémé valley',
      lead: 'The exceptional rains of recent weeks caused the Ouémé river to burst its banks, flooding fields and homes in several villages near Porto-Novo. From the very first days, AHB teams brought <strong>emergency aid to 700 families</strong>, working with local authorities and the Red Cross.',
      heading: 'The aid provided',
      items: [
        'Water purification tablets and jerrycans to prevent cholera and other waterborne diseases.',
        'Hygiene kits for every household: soap, buckets and sanitary pads.',
        'Mosquito nets for families sheltering in schools and churches.',
        'Disinfection of wells and tanks as soon as the water receded, with community volunteers.',
      ],
      closing:
        'After the emergency, AHB will help families replant their fields and rebuild the latrines that were swept away. To support the families affected by the floods, you can <a href="/en/don">make a donation</a> today.',
    },
  },
]
