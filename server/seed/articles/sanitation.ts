import type { ArticleSeed } from '../types'

export const SANITATION_ARTICLES: ArticleSeed[] = [
  {
    slug: 'villages-fin-defecation-air-libre-djougou',
    category: 'sensibilisation-education',
    daysAgo: 70,
    hour: 10,
    author: 'Serge Kpadonou',
    cover: 'article-assainissement-1.jpg',
    fr: {
      title: 'Djougou : neuf villages certifiés sans défécation à l’air libre',
      lead: 'C’est une fierté partagée : <strong>neuf villages de la commune de Djougou</strong> viennent d’être certifiés « fin de la défécation à l’air libre » par les services d’hygiène. En dix-huit mois, leurs habitants ont construit eux-mêmes plus de 600 latrines familiales, sans subvention pour les ouvrages, après une prise de conscience collective.',
      heading: 'Une démarche menée par la communauté',
      ordered: true,
      items: [
        'Une marche à travers le village pour repérer les zones souillées et en parler sans tabou.',
        'Le calcul, en assemblée, de la quantité de matières qui finit dans l’eau et la nourriture.',
        'Un plan d’action villageois, avec entraide pour les personnes âgées et les plus pauvres.',
        'Des visites de contrôle par un comité de suivi, puis la certification officielle.',
      ],
      closing:
        'Les centres de santé de la zone observent déjà moins de cas de diarrhée chez les enfants. Les villages certifiés accueilleront des délégations de villages voisins pour partager leur expérience.',
    },
    en: {
      title: 'Djougou: nine villages certified free of open defecation',
      lead: 'It is a source of shared pride: <strong>nine villages in the commune of Djougou</strong> have just been certified “open defecation free” by the public hygiene services. In eighteen months, residents built more than 600 family latrines themselves, without subsidies for the structures, after a collective awakening.',
      heading: 'An approach led by the community',
      ordered: true,
      items: [
        'A walk through the village to find soiled areas and talk about them openly.',
        'Working out together, in a village meeting, how much waste ends up in water and food.',
        'A village action plan, with help for elderly and the poorest residents.',
        'Inspection visits by a monitoring committee, followed by official certification.',
      ],
      closing:
        'Health centres in the area are already seeing fewer cases of diarrhoea among children. The certified villages will host delegations from neighbouring villages so that they can share what they learned along the way.',
    },
  },
  {
    slug: 'latrines-ecoles-porto-novo',
    category: 'sensibilisation-education',
    daysAgo: 186,
    hour: 9,
    author: null,
    cover: 'article-assainissement-2.jpg',
    fr: {
      title: 'Porto-Novo : des blocs de latrines et des lave-mains dans six écoles',
      lead: 'Dans beaucoup d’écoles, les toilettes manquent ou sont hors d’usage, et les élèves n’ont pas d’eau pour se laver les mains. À Porto-Novo, l’AHB a construit <strong>six blocs de latrines séparés filles et garçons</strong>, chacun équipé d’un dispositif de lavage des mains et d’une rampe d’accès pour les élèves à mobilité réduite.',
      heading: 'Garantir la durée',
      items: [
        'Un club d’hygiène dans chaque école, chargé de l’entretien quotidien avec le personnel.',
        'Une contribution annuelle des parents pour le savon et les produits d’entretien.',
        'Une vidange programmée des fosses avec un opérateur agréé par la mairie.',
        'Un suivi de l’état des ouvrages par les conseillers pédagogiques.',
      ],
      closing:
        'Les directeurs notent une meilleure fréquentation des filles, qui n’ont plus besoin de rentrer chez elles pour aller aux toilettes. Le lavage des mains avant la cantine est devenu une habitude dans les six écoles.',
    },
    en: {
      title: 'Porto-Novo: latrine blocks and handwashing stations in six schools',
      lead: 'In many schools, toilets are missing or out of order, and pupils have no water to wash their hands. In Porto-Novo, AHB has built <strong>six latrine blocks with separate facilities for girls and boys</strong>, each fitted with a handwashing station and an access ramp for pupils with reduced mobility.',
      heading: 'Making it last',
      items: [
        'A hygiene club in each school, in charge of daily cleaning with the staff.',
        'A yearly contribution from parents for soap and cleaning products.',
        'Scheduled emptying of the pits by an operator approved by the town hall.',
        'Regular inspection of the facilities by the school advisers.',
      ],
      closing:
        'Head teachers report better attendance among girls, who no longer need to go home to use the toilet. Washing hands before school lunch has become a daily habit in all six schools, and pupils remind their families at home.',
    },
  },
  {
    slug: 'lavage-des-mains-marches-cotonou',
    category: 'sensibilisation-education',
    daysAgo: 250,
    hour: 12,
    author: 'Nadège Tossou',
    cover: 'article-assainissement-1.jpg',
    fr: {
      title: 'Lavage des mains : vingt stations installées dans les marchés de Cotonou',
      lead: 'Les marchés sont des lieux de vie, mais aussi de transmission des maladies. En accord avec les associations de commerçantes, l’AHB a installé <strong>vingt stations de lavage des mains</strong> à pédale dans trois marchés de Cotonou, aux entrées, près des étals de produits frais et des points de restauration.',
      heading: 'Comment les stations sont gérées',
      items: [
        'Une commerçante référente par station, qui veille au remplissage en eau et en savon.',
        'Une cotisation de 500 FCFA par mois versée par les vendeuses voisines.',
        'Des messages diffusés à la radio du marché en fon, en yoruba et en français.',
        'Un fonctionnement à pédale, sans contact avec le robinet.',
      ],
      closing:
        'Une observation menée un mois après l’installation a compté plus de 3 000 lavages de mains par jour. Les vendeuses de plats cuisinés sont les premières utilisatrices et en font un argument auprès de leurs clients.',
    },
    en: {
      title: 'Handwashing: twenty stations installed in Cotonou markets',
      lead: 'Markets are places of everyday life, but also places where diseases spread. In agreement with the market women’s associations, AHB has installed <strong>twenty foot-operated handwashing stations</strong> in three Cotonou markets, at the entrances, close to fresh produce stalls and food stands.',
      heading: 'How the stations are run',
      items: [
        'One market woman per station makes sure there is always water and soap.',
        'A contribution of 500 FCFA a month paid by the nearby traders.',
        'Messages broadcast on the market radio in Fon, Yoruba and French.',
        'Foot pedals, so nobody needs to touch the tap.',
      ],
      closing:
        'An observation carried out a month after installation counted more than 3,000 handwashes a day. Women selling cooked food are the main users and mention it proudly to their customers as a guarantee of cleanliness.',
    },
  },
  {
    slug: 'boues-vidange-abomey-calavi',
    category: 'environnement',
    daysAgo: 523,
    hour: 11,
    author: 'Serge Kpadonou',
    cover: 'article-assainissement-2.jpg',
    fr: {
      title: 'Abomey-Calavi : organiser la vidange des fosses pour protéger la nappe',
      lead: 'Quand une fosse est pleine, beaucoup de familles la vident à la main et déversent les boues dans la rue ou un terrain vague, au risque de contaminer la nappe où l’on puise l’eau. L’AHB accompagne <strong>cinq petites entreprises de vidange</strong> d’Abomey-Calavi pour professionnaliser ce service essentiel.',
      heading: 'Les axes du programme',
      items: [
        'La formation des vidangeurs à la sécurité et au port d’équipements de protection.',
        'Un numéro d’appel unique et des tarifs publics pour les ménages.',
        'Un accord avec la station de traitement pour le dépôt des boues collectées.',
        'Un fonds de garantie qui facilite l’achat de motopompes et de citernes.',
      ],
      closing:
        'En un an, plus de 2 400 vidanges ont été réalisées dans de bonnes conditions, et les déversements sauvages ont fortement diminué dans les quartiers couverts. Deux nouvelles entreprises devraient rejoindre le réseau l’an prochain.',
    },
    en: {
      title: 'Abomey-Calavi: organising pit emptying to protect groundwater',
      lead: 'When a pit is full, many families empty it by hand and dump the sludge in the street or on waste ground, at the risk of polluting the groundwater from which drinking water is drawn. AHB supports <strong>five small pit-emptying businesses</strong> in Abomey-Calavi to professionalise this essential service.',
      heading: 'The main lines of the programme',
      items: [
        'Training emptying workers in safety and the use of protective equipment.',
        'A single phone number and published prices for households.',
        'An agreement with the treatment plant for disposing of the collected sludge.',
        'A guarantee fund that makes it easier to buy motor pumps and tankers.',
      ],
      closing:
        'In one year, more than 2,400 pits were emptied safely, and illegal dumping has dropped sharply in the neighbourhoods covered by the scheme. Two more businesses are expected to join next year.',
    },
  },
]
