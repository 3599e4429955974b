import type { ArticleSeed } from '../types'

export const SOCIAL_ARTICLES: ArticleSeed[] = [
  {
    slug: 'transformatrices-soja-bohicon',
    category: 'developpement-social',
    daysAgo: 21,
    hour: 12,
    author: 'Rachida Alassane',
    cover: 'article-social-1.jpg',
    fr: {
      title: 'Bohicon : les transformatrices de soja doublent leur production',
      lead: 'Il y a un an, les vingt-cinq femmes du groupement Mahoulé transformaient le soja en fromage à la main, au feu de bois, sur des quantités limitées. Avec l’appui de l’AHB, elles disposent aujourd’hui d’un <strong>moulin, d’un atelier couvert et de foyers améliorés</strong>, et ont doublé leur production hebdomadaire.',
      heading: 'Un accompagnement en trois volets',
      items: [
        'Un équipement financé à moitié par un crédit remboursable au groupement.',
        'Des formations à l’hygiène alimentaire, à la fixation des prix et à la tenue de caisse.',
        'Des contrats d’approvisionnement avec deux cantines scolaires de la commune.',
        'Une épargne collective qui finance les frais de scolarité des enfants des membres.',
      ],
      closing:
        '« Nous ne vendons plus seulement au marché du village, nous livrons les écoles », explique la trésorière du groupement. Le crédit d’équipement sera remboursé dans dix-huit mois et servira à accompagner un nouveau groupement.',
    },
    en: {
      title: 'Bohicon: women soy processors double their output',
      lead: 'A year ago, the twenty-five women of the Mahoulé group turned soybeans into soy cheese by hand, over wood fires, in limited quantities. With AHB’s support, they now have <strong>a mill, a covered workshop and improved cookstoves</strong>, and they have doubled their weekly output.',
      heading: 'Support in three parts',
      items: [
        'Equipment half-financed through a loan that the group repays.',
        'Training in food hygiene, pricing and bookkeeping for the group’s cash box.',
        'Supply contracts with two school canteens in the commune.',
        'A collective savings fund that pays school fees for the members’ children.',
      ],
      closing:
        '“We no longer sell only at the village market, we deliver to schools,” explains the group’s treasurer. The equipment loan will be repaid within eighteen months and will then be used to support a new group of women processors in the commune.',
    },
  },
  {
    slug: 'kits-scolaires-rentree-natitingou',
    category: 'developpement-social',
    daysAgo: 83,
    hour: 8,
    author: 'Équipe communication AHB',
    cover: 'article-social-2.jpg',
    fr: {
      title: 'Rentrée scolaire : 2 000 kits remis aux élèves de l’Atacora',
      lead: 'Cahiers, stylos, ardoise, géométrie : pour une famille qui vit de l’agriculture, acheter les fournitures de trois ou quatre enfants est un vrai casse-tête. À la rentrée, l’AHB a remis <strong>2 000 kits scolaires</strong> aux élèves de vingt écoles primaires de Natitingou et de Boukoumbé, choisies avec les directeurs et les associations de parents.',
      heading: 'Au-delà des fournitures',
      items: [
        'Des lampes solaires pour les élèves de CM2, qui préparent le certificat d’études.',
        'Des séances de sensibilisation des parents à l’inscription et au maintien des filles à l’école.',
        'Un suivi de l’assiduité avec les enseignants pendant toute l’année scolaire.',
        'Une bibliothèque de classe de quarante livres dans les dix écoles les plus éloignées.',
      ],
      closing:
        'L’an dernier, les écoles accompagnées ont vu leur taux d’abandon baisser de près d’un tiers. Un kit complet coûte l’équivalent de 7 500 FCFA : chaque don, même modeste, permet d’équiper un enfant de plus.',
    },
    en: {
      title: 'Back to school: 2,000 kits handed to pupils in Atacora',
      lead: 'Exercise books, pens, a slate and a geometry set: for a family living from farming, buying school supplies for three or four children is a real headache. At the start of the school year, AHB handed out <strong>2,000 school kits</strong> to pupils in twenty primary schools in Natitingou and Boukoumbé, chosen together with head teachers and parents’ associations.',
      heading: 'Beyond school supplies',
      items: [
        'Solar lamps for final-year pupils preparing for the primary school certificate.',
        'Awareness sessions for parents on enrolling girls and keeping them in school.',
        'Attendance monitoring with the teachers throughout the school year.',
        'A class library of forty books in the ten most remote schools.',
      ],
      closing:
        'Last year, the schools we supported saw their dropout rate fall by nearly a third. A full kit costs the equivalent of 7,500 FCFA: every donation, however modest, equips one more child.',
    },
  },
  {
    slug: 'alphabetisation-femmes-lokossa',
    category: 'developpement-social',
    daysAgo: 170,
    hour: 16,
    author: 'Rachida Alassane',
    cover: 'article-social-1.jpg',
    fr: {
      title: 'Lokossa : 150 femmes diplômées des cours d’alphabétisation en langue adja',
      lead: 'Lire une ordonnance, vérifier un reçu, écrire un message à ses enfants : pour les <strong>150 femmes</strong> qui ont suivi pendant neuf mois les cours du soir organisés par l’AHB dans la commune de Lokossa, ces gestes du quotidien sont devenus possibles. Les cours, donnés en langue adja puis en français, se tenaient trois soirs par semaine.',
      heading: 'Ce que les participantes ont appris',
      items: [
        'Lire et écrire des phrases simples dans leur langue, puis en français.',
        'Compter, calculer un bénéfice et tenir un petit cahier de ventes.',
        'Utiliser un téléphone pour envoyer de l’argent et lire des messages.',
        'Comprendre un carnet de santé et un bulletin scolaire.',
      ],
      closing:
        'La remise des attestations s’est déroulée en présence des familles et des autorités locales. Plusieurs diplômées se sont déjà portées volontaires pour animer les prochaines sessions comme monitrices.',
    },
    en: {
      title: 'Lokossa: 150 women graduate from literacy classes in the Adja language',
      lead: 'Reading a prescription, checking a receipt, writing a message to one’s children: for the <strong>150 women</strong> who attended the evening classes organised by AHB in the commune of Lokossa for nine months, these everyday tasks have become possible. The classes, taught in the Adja language and then in French, were held three evenings a week.',
      heading: 'What the participants learned',
      items: [
        'Reading and writing simple sentences in their own language, then in French.',
        'Counting, working out a profit and keeping a small sales book.',
        'Using a phone to send money and read messages.',
        'Understanding a health record and a school report.',
      ],
      closing:
        'The certificates were handed out in the presence of families and local authorities. Several graduates have already volunteered to lead the next sessions as class monitors for other women of their villages.',
    },
  },
  {
    slug: 'enfants-vulnerables-cotonou',
    category: 'developpement-social',
    daysAgo: 266,
    hour: 10,
    author: 'Félicité Houngbédji',
    cover: 'article-social-2.jpg',
    fr: {
      title: 'Cotonou : un accueil de jour pour les enfants des marchés',
      lead: 'Autour du marché de Dantokpa, des centaines d’enfants passent leurs journées à porter des charges ou à vendre à la sauvette. Avec deux associations partenaires, l’AHB soutient un <strong>accueil de jour</strong> qui leur offre un repas, des soins, des cours de rattrapage et une écoute.',
      heading: 'Le parcours proposé',
      ordered: true,
      items: [
        'Un premier contact dans la rue par des éducateurs connus des enfants.',
        'Un accueil régulier au centre : repas, douche, soins et activités éducatives.',
        'Une médiation avec la famille lorsque c’est possible et souhaité par l’enfant.',
        'Le retour à l’école ou l’entrée en apprentissage chez un artisan.',
      ],
      closing:
        'En un an, 64 enfants ont repris le chemin de l’école ou d’un atelier. Le centre cherche aujourd’hui des artisans prêts à accueillir des apprentis : menuisiers, couturiers, mécaniciens ou coiffeurs.',
    },
    en: {
      title: 'Cotonou: a day centre for children working in the markets',
      lead: 'Around the Dantokpa market, hundreds of children spend their days carrying loads or selling goods in the street. With two partner associations, AHB supports a <strong>day centre</strong> that offers them a meal, health care, catch-up classes and someone to listen to them.',
      heading: 'The path on offer',
      ordered: true,
      items: [
        'A first contact in the street by youth workers the children already know.',
        'Regular visits to the centre: meals, a shower, care and learning activities.',
        'Mediation with the family when possible and when the child wishes it.',
        'A return to school or an apprenticeship with a local craftsman.',
      ],
      closing:
        'In one year, 64 children have gone back to school or into a workshop. The centre is now looking for craftsmen willing to take on apprentices: carpenters, tailors, mechanics or hairdressers who can offer a young person a real trade.',
    },
  },
  {
    slug: 'tontines-epargne-djougou',
    category: 'developpement-social',
    daysAgo: 352,
    hour: 14,
    author: null,
    cover: 'article-social-1.jpg',
    fr: {
      title: 'Djougou : les groupes d’épargne villageois dépassent les dix millions de FCFA',
      lead: 'Lancés il y a deux ans avec l’appui de l’AHB, les <strong>trente-huit groupes d’épargne et de crédit villageois</strong> de la commune de Djougou ont franchi un cap symbolique : leurs membres ont épargné ensemble plus de dix millions de FCFA. Chaque groupe réunit une vingtaine de personnes, en majorité des femmes, qui cotisent chaque semaine.',
      heading: 'À quoi servent les prêts',
      items: [
        'Acheter des semences et des engrais au bon moment de la saison.',
        'Lancer ou agrandir un petit commerce : beignets, savon, tissus.',
        'Faire face aux dépenses de santé sans vendre ses récoltes à bas prix.',
        'Payer les frais de scolarité à la rentrée.',
      ],
      closing:
        'Le taux de remboursement dépasse 97 %. Les groupes les plus anciens fonctionnent désormais sans accompagnement, et leurs animatrices forment de nouveaux groupes dans les villages voisins.',
    },
  },
  {
    slug: 'insertion-jeunes-apprentissage-parakou',
    category: 'developpement-social',
    daysAgo: 449,
    hour: 11,
    author: 'Ismaël Bio Sika',
    cover: 'article-social-2.jpg',
    fr: {
      title: 'Parakou : 80 jeunes en apprentissage dans les métiers de l’eau et de l’énergie',
      lead: 'Plombiers, électriciens solaires, réparateurs de pompes : les métiers liés à l’eau et à l’énergie manquent de bras qualifiés dans le Borgou. L’AHB a placé <strong>quatre-vingts jeunes déscolarisés</strong> de Parakou en apprentissage pour dix-huit mois chez des artisans agréés, avec des cours théoriques un jour par semaine.',
      heading: 'Les engagements de chacun',
      items: [
        'L’artisan forme l’apprenti et reçoit une indemnité pour le matériel utilisé.',
        'L’apprenti perçoit une allocation mensuelle et suit les cours théoriques.',
        'AHB assure le suivi, l’assurance et la remise d’une caisse à outils en fin de parcours.',
        'Les jeunes passent un examen de fin d’apprentissage reconnu par la chambre des métiers.',
      ],
      closing:
        'Les premiers diplômés travaillent déjà sur les chantiers de forages et d’installations solaires du programme. Une promotion réservée aux jeunes femmes ouvrira l’an prochain.',
    },
    en: {
      title: 'Parakou: 80 young people apprenticed in water and energy trades',
      lead: 'Plumbers, solar electricians, pump mechanics: trades linked to water and energy lack skilled hands in the Borgou department. AHB has placed <strong>eighty young people who had left school</strong> in Parakou as apprentices for eighteen months with approved craftsmen, with theory classes one day a week.',
      heading: 'What everyone commits to',
      items: [
        'The craftsman trains the apprentice and receives an allowance for the materials used.',
        'The apprentice receives a monthly allowance and attends the theory classes.',
        'AHB provides follow-up, insurance and a toolbox at the end of the course.',
        'The young people sit a final apprenticeship exam recognised by the chamber of trades.',
      ],
      closing:
        'The first graduates are already working on the programme’s borehole and solar installation sites. A class reserved for young women will open next year, with the same craftsmen and the same support.',
    },
  },
]
