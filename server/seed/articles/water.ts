import type { ArticleSeed } from '../types'

export const WATER_ARTICLES: ArticleSeed[] = [
  {
    slug: 'eau-potable-douze-forages-djougou',
    category: 'eau-potable',
    daysAgo: 2,
    hour: 10,
    author: 'Serge Kpadonou',
    cover: 'article-eau-1.jpg',
    fr: {
      title: 'Eau potable : douze nouveaux forages mis en service dans la commune de Djougou',
      lead: 'Depuis le début du mois, <strong>douze forages équipés de pompes à motricité humaine</strong> fournissent de l’eau potable à près de 7 800 habitants de huit villages de la commune de Djougou, dans le département de la Donga. Jusqu’ici, les femmes et les enfants parcouraient en moyenne trois kilomètres pour puiser une eau de marigot souvent contaminée.',
      heading: 'Ce que le projet a changé',
      items: [
        'Un point d’eau à moins de 500 mètres de chaque concession, conformément aux normes nationales.',
        'Des comités de gestion élus, dont la moitié des membres sont des femmes, qui collectent 100 FCFA par bassine pour l’entretien.',
        'Deux artisans réparateurs formés et équipés pour intervenir en moins de 48 heures en cas de panne.',
        'Des analyses de qualité de l’eau réalisées avant la mise en service, puis tous les six mois.',
      ],
      closing:
        '« Avant, mes filles arrivaient en retard à l’école. Aujourd’hui, la corvée d’eau prend dix minutes », témoigne Awa, présidente du comité d’un des villages. Le programme se poursuivra l’an prochain dans la commune voisine de Copargo.',
    },
    en: {
      title: 'Drinking water: twelve new boreholes in service in the commune of Djougou',
      lead: 'Since the start of the month, <strong>twelve boreholes fitted with hand pumps</strong> have been supplying drinking water to nearly 7,800 people in eight villages of the commune of Djougou, in the Donga department. Until now, women and children walked three kilometres on average to draw water from a pond that was often contaminated.',
      heading: 'What the project has changed',
      items: [
        'A water point less than 500 metres from every household compound, in line with national standards.',
        'Elected management committees, half of whose members are women, collecting 100 FCFA per basin for upkeep.',
        'Two repair technicians trained and equipped to fix a breakdown within 48 hours.',
        'Water quality tests carried out before commissioning, then every six months.',
      ],
      closing:
        '“My daughters used to be late for school. Now fetching water takes ten minutes,” says Awa, who chairs the committee of one of the villages. The programme will continue next year in the neighbouring commune of Copargo.',
    },
  },
  {
    slug: 'comites-gestion-points-eau-parakou',
    category: 'eau-potable',
    daysAgo: 58,
    hour: 9,
    author: 'Serge Kpadonou',
    cover: 'article-eau-2.jpg',
    fr: {
      title: 'Parakou : quarante membres de comités de l’eau formés à la gestion financière',
      lead: 'Un point d’eau ne dure que s’il est bien géré. Pendant trois jours, <strong>quarante membres de comités de gestion</strong> venus de dix quartiers périphériques de Parakou ont appris à tenir une caisse, à fixer un tarif juste et à planifier les réparations. La formation s’est tenue au centre communal, avec l’appui des services techniques de la mairie.',
      heading: 'Les outils remis aux comités',
      items: [
        'Un cahier de recettes et de dépenses simplifié, illustré pour les membres peu alphabétisés.',
        'Un calendrier d’entretien préventif des pompes et des bornes-fontaines.',
        'Un modèle de compte rendu d’assemblée à présenter aux usagers chaque trimestre.',
        'Les contacts des artisans réparateurs et des fournisseurs de pièces détachées de la région.',
      ],
      closing:
        'Dans six mois, l’équipe de suivi de l’AHB reviendra vérifier la tenue des comptes et l’état des ouvrages. Les comités les plus rigoureux deviendront à leur tour formateurs pour les quartiers voisins.',
    },
    en: {
      title: 'Parakou: forty water committee members trained in financial management',
      lead: 'A water point only lasts if it is well managed. Over three days, <strong>forty members of management committees</strong> from ten outlying neighbourhoods of Parakou learned how to keep a cash box, set a fair price and plan repairs. The training took place at the communal centre, with support from the town hall’s technical services.',
      heading: 'The tools handed to the committees',
      items: [
        'A simplified income and expenditure book, illustrated for members with limited literacy.',
        'A preventive maintenance calendar for pumps and public standpipes.',
        'A template for the meeting report to be presented to users every quarter.',
        'Contact details of repair technicians and spare-part suppliers in the region.',
      ],
      closing:
        'In six months, the AHB monitoring team will return to check the accounts and the condition of the facilities. The most rigorous committees will in turn train those of neighbouring districts.',
    },
  },
  {
    slug: 'bornes-fontaines-abomey-calavi',
    category: 'eau-potable',
    daysAgo: 126,
    hour: 15,
    author: null,
    cover: 'article-eau-3.jpg',
    fr: {
      title: 'Abomey-Calavi : cinq bornes-fontaines pour les quartiers en pleine croissance',
      lead: 'À Abomey-Calavi, la ville grandit plus vite que le réseau d’eau. Dans les quartiers de Zoca et de Togba, de nombreuses familles achetaient jusqu’ici l’eau à des revendeurs, parfois <strong>cinq fois plus cher</strong> que le tarif du réseau public. Avec les habitants et la mairie, l’AHB a financé l’extension du réseau et la construction de cinq bornes-fontaines.',
      heading: 'Un service pensé avec les habitants',
      items: [
        'Des emplacements choisis lors d’assemblées de quartier, près des écoles et des marchés.',
        'Des fontainiers recrutés parmi les habitants et payés sur les recettes de la vente d’eau.',
        'Des horaires d’ouverture élargis, de 6 heures à 20 heures, sept jours sur sept.',
        'Un prix affiché sur chaque borne, identique pour tous les usagers.',
      ],
      closing:
        'Près de 3 000 personnes ont désormais accès à une eau sûre à moins de cinq minutes de marche. Pour soutenir l’extension du programme à d’autres quartiers, vous pouvez <a href="/fr/don">faire un don</a>.',
    },
    en: {
      title: 'Abomey-Calavi: five public standpipes for fast-growing neighbourhoods',
      lead: 'In Abomey-Calavi, the town is growing faster than the water network. In the Zoca and Togba neighbourhoods, many families used to buy water from resellers, sometimes at <strong>five times the price</strong> of the public network. Together with residents and the town hall, AHB funded a network extension and the construction of five public standpipes.',
      heading: 'A service designed with residents',
      items: [
        'Locations chosen in neighbourhood meetings, close to schools and markets.',
        'Standpipe keepers recruited among residents and paid from water sales.',
        'Longer opening hours, from 6 a.m. to 8 p.m., seven days a week.',
        'A price displayed on every standpipe, the same for all users.',
      ],
      closing:
        'Nearly 3,000 people now have safe water less than five minutes’ walk from home. To help extend the programme to other neighbourhoods, you can <a href="/en/don">make a donation</a>.',
    },
  },
  {
    slug: 'qualite-eau-puits-lokossa',
    category: 'eau-potable',
    daysAgo: 218,
    hour: 11,
    author: 'Nadège Tossou',
    cover: 'article-eau-1.jpg',
    fr: {
      title: 'Lokossa : une campagne de tests révèle la contamination de puits traditionnels',
      lead: 'Entre mars et mai, les équipes de l’AHB ont analysé l’eau de <strong>62 puits traditionnels</strong> dans la commune de Lokossa, dans le Mono. Résultat : près de deux puits sur trois présentaient une contamination bactérienne, le plus souvent à cause de latrines trop proches ou de margelles abîmées laissant entrer les eaux de ruissellement.',
      heading: 'Les mesures engagées',
      items: [
        'La réhabilitation de vingt puits prioritaires : margelle surélevée, couvercle et dalle anti-bourbier.',
        'La distribution de flacons de chlore et des démonstrations de dosage dans chaque village.',
        'Des séances d’information sur la distance à respecter entre puits et latrines, au moins quinze mètres.',
        'Un nouveau contrôle de la qualité de l’eau après la saison des pluies.',
      ],
      closing:
        'Ces résultats rappellent qu’un point d’eau n’est pas forcément un point d’eau potable. Pour en savoir plus sur les risques sanitaires, consultez l’<a href="https://www.who.int/fr/news-room/fact-sheets/detail/drinking-water">aide-mémoire de l’OMS sur l’eau de boisson</a>.',
    },
    en: {
      title: 'Lokossa: a testing campaign reveals contamination of traditional wells',
      lead: 'Between March and May, AHB teams tested the water of <strong>62 traditional wells</strong> in the commune of Lokossa, in the Mono department. The result: almost two wells out of three showed bacterial contamination, most often because latrines were too close or damaged well rims let runoff water in.',
      heading: 'The measures under way',
      items: [
        'Rehabilitation of twenty priority wells: raised rim, cover and drainage apron.',
        'Distribution of chlorine bottles and dosing demonstrations in every village.',
        'Information sessions on the distance to keep between wells and latrines, at least fifteen metres.',
        'A new water quality check after the rainy season.',
      ],
      closing:
        'These results are a reminder that a water point is not necessarily a safe water point. To learn more about the health risks, read the <a href="https://www.who.int/news-room/fact-sheets/detail/drinking-water">WHO fact sheet on drinking water</a>.',
    },
  },
  {
    slug: 'pompes-solaires-kandi',
    category: 'eau-potable',
    daysAgo: 300,
    hour: 8,
    author: 'Serge Kpadonou',
    cover: 'article-eau-2.jpg',
    fr: {
      title: 'Kandi : l’énergie solaire au service de l’eau dans trois villages de l’Alibori',
      lead: 'Dans le nord du Bénin, la nappe est profonde et les pompes manuelles s’épuisent vite en saison sèche. À Kandi, l’AHB a installé <strong>trois mini-adductions d’eau alimentées par panneaux solaires</strong>. Chacune remplit un château d’eau de 20 mètres cubes, qui dessert ensuite plusieurs robinets répartis dans le village.',
      heading: 'Pourquoi le solaire',
      items: [
        'Aucun carburant à acheter : le coût de fonctionnement reste accessible aux comités.',
        'Un débit suffisant pour les familles, le centre de santé et l’abreuvement du bétail.',
        'Une maintenance simple, assurée par deux techniciens formés dans chaque village.',
        'Une réserve d’eau disponible la nuit et les jours nuageux.',
      ],
      closing:
        'En quelques semaines, le temps d’attente aux points d’eau est passé de plus d’une heure à quelques minutes. Les éleveurs peuls de passage disposent aussi d’un abreuvoir séparé, ce qui limite les conflits d’usage.',
    },
    en: {
      title: 'Kandi: solar power for water in three villages of Alibori',
      lead: 'In northern Benin, the water table is deep and hand pumps struggle in the dry season. In Kandi, AHB has installed <strong>three small solar-powered water supply systems</strong>. Each one fills a 20-cubic-metre water tower, which then feeds several taps spread across the village.',
      heading: 'Why solar',
      items: [
        'No fuel to buy: running costs stay affordable for the committees.',
        'Enough flow for families, the village health centre and watering livestock.',
        'Simple maintenance, carried out by two trained technicians in each village.',
        'A water reserve available at night and on cloudy days.',
      ],
      closing:
        'Within a few weeks, waiting time at the water points dropped from over an hour to a few minutes. Passing Fulani herders also have a separate trough, which reduces disputes over water use.',
    },
  },
  {
    slug: 'journee-mondiale-eau-cotonou',
    category: 'eau-potable',
    daysAgo: 408,
    hour: 16,
    author: null,
    cover: 'article-eau-3.jpg',
    fr: {
      title: 'Journée mondiale de l’eau : les écoliers de Cotonou mènent l’enquête',
      lead: 'À l’occasion de la Journée mondiale de l’eau, <strong>six écoles primaires de Cotonou</strong> ont participé à un concours d’enquêtes sur l’eau dans leur quartier. Munis de fiches d’observation, les élèves de CM1 et CM2 ont recensé les points d’eau, interrogé leurs familles et noté les gestes qui protègent, ou menacent, la qualité de l’eau.',
      heading: 'Ce que les élèves ont découvert',
      items: [
        'Beaucoup de familles stockent l’eau dans des récipients sans couvercle.',
        'Le gobelet commun plongé dans la jarre est une source fréquente de contamination.',
        'Les caniveaux bouchés par les déchets favorisent les inondations et les moustiques.',
        'Laver le récipient de stockage chaque semaine est un geste simple et efficace.',
      ],
      closing:
        'Les meilleures enquêtes ont été présentées devant les parents et les élus d’arrondissement. Chaque école lauréate a reçu un dispositif de lavage des mains et des jarres à robinet pour ses salles de classe.',
    },
    en: {
      title: 'World Water Day: Cotonou pupils investigate',
      lead: 'For World Water Day, <strong>six primary schools in Cotonou</strong> took part in a contest of surveys on water in their neighbourhood. With observation sheets in hand, pupils of the last two primary years mapped the water points, asked their families questions and noted what protects, or threatens, the quality of water.',
      heading: 'What the pupils found',
      items: [
        'Many families store water in containers without a lid.',
        'A shared cup dipped into the jar often contaminates the water.',
        'Gutters blocked by rubbish lead to flooding and mosquitoes.',
        'Washing the storage container every week is a simple step that works.',
      ],
      closing:
        'The best surveys were presented to parents and district councillors. Each winning school received a handwashing station and jars with taps for its classrooms.',
    },
  },
  {
    slug: 'rehabilitation-forages-bohicon',
    category: 'eau-potable',
    daysAgo: 498,
    hour: 14,
    author: 'Équipe communication AHB',
    cover: null,
    fr: {
      title: 'Bohicon : quinze forages en panne remis en état en deux mois',
      lead: 'Construire un forage coûte cher ; le laisser à l’abandon coûte plus cher encore. Dans la commune de Bohicon, un inventaire mené avec les chefs de village a recensé <strong>quinze forages hors service</strong>, certains depuis plus de deux ans. En deux mois, les équipes de l’AHB et des artisans locaux les ont tous remis en état.',
      heading: 'Les étapes de la réhabilitation',
      ordered: true,
      items: [
        'Diagnostic de chaque ouvrage : pompe, tuyauterie, débit et qualité de l’eau.',
        'Remplacement des pièces usées, achetées auprès de fournisseurs de la région.',
        'Désinfection du forage et nouvelle analyse avant la remise en service.',
        'Relance du comité de gestion et ouverture d’une caisse d’entretien.',
      ],
      closing:
        'Pour un coût six fois inférieur à celui d’un forage neuf, plus de 5 000 personnes ont retrouvé une source d’eau sûre. Cette approche de réhabilitation sera désormais systématique avant toute nouvelle construction.',
    },
    en: {
      title: 'Bohicon: fifteen broken boreholes repaired in two months',
      lead: 'Building a borehole is expensive; leaving it abandoned costs even more. In the commune of Bohicon, an inventory carried out with village chiefs found <strong>fifteen boreholes out of service</strong>, some for more than two years. In two months, AHB teams and local craftsmen brought them all back into use.',
      heading: 'The rehabilitation steps',
      ordered: true,
      items: [
        'Assessment of each borehole: pump, pipes, flow and water quality.',
        'Replacement of worn parts, bought from suppliers in the region.',
        'Disinfection of the borehole and a new test before it is put back into service.',
        'Revival of the management committee and opening of a maintenance fund.',
      ],
      closing:
        'For a sixth of the cost of a new borehole, more than 5,000 people have regained a safe water source. This rehabilitation approach will now come first, before any new construction.',
    },
  },
]
