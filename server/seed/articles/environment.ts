import type { ArticleSeed } from '../types'

export const ENVIRONMENT_ARTICLES: ArticleSeed[] = [
  {
    slug: 'mangroves-ouidah-reboisement',
    category: 'environnement',
    daysAgo: 34,
    hour: 9,
    author: 'Mathieu Agossou',
    cover: 'article-environnement-1.jpg',
    fr: {
      title: 'Ouidah : 25 000 plants de palétuviers pour restaurer la mangrove',
      lead: 'Les mangroves qui bordent les lagunes de Ouidah protègent les côtes, abritent les alevins et fournissent du bois aux familles. Coupées pour le fumage du poisson et la production de sel, elles ont reculé de moitié en trente ans. Avec les pêcheurs et les saunières, l’AHB a replanté <strong>25 000 plants de palétuviers</strong> sur douze hectares.',
      heading: 'Une restauration qui profite aux habitants',
      items: [
        'Des pépinières tenues par des femmes, rémunérées pour chaque plant mis en terre.',
        'Des foyers améliorés pour le fumage du poisson, qui consomment deux fois moins de bois.',
        'Des zones de coupe tournantes définies avec les chefs de village.',
        'Un suivi du taux de survie des plants à trois, six et douze mois.',
      ],
      closing:
        'Six mois après la plantation, huit plants sur dix ont pris racine. Les pêcheurs signalent déjà le retour de crabes et de petits poissons dans les chenaux replantés.',
    },
    en: {
      title: 'Ouidah: 25,000 mangrove seedlings to restore the lagoon shores',
      lead: 'The mangroves along the lagoons of Ouidah protect the coast, shelter young fish and provide firewood for families. Cut down for fish smoking and salt production, they have shrunk by half in thirty years. Together with fishermen and women salt makers, AHB has replanted <strong>25,000 mangrove seedlings</strong> over twelve hectares.',
      heading: 'Restoration that benefits local people',
      items: [
        'Nurseries run by women, who are paid for every seedling planted.',
        'Improved fish-smoking stoves that use half as much wood.',
        'Rotating cutting areas agreed with the village chiefs.',
        'Monitoring of seedling survival at three, six and twelve months.',
      ],
      closing:
        'Six months after planting, eight seedlings out of ten have taken root. Fishermen already report that crabs and small fish are coming back to the replanted channels, a promising sign for the whole lagoon.',
    },
  },
  {
    slug: 'dechets-plastiques-cotonou-collecte',
    category: 'environnement',
    daysAgo: 110,
    hour: 15,
    author: 'Équipe communication AHB',
    cover: 'article-environnement-2.jpg',
    fr: {
      title: 'Cotonou : des pré-collecteurs de déchets à vélo dans trois quartiers',
      lead: 'Dans les ruelles étroites de certains quartiers de Cotonou, les camions de ramassage ne passent pas. Les ordures finissent dans les caniveaux, qui débordent à chaque pluie. L’AHB a équipé <strong>douze jeunes pré-collecteurs de tricycles</strong> pour ramasser les déchets porte à porte, contre un abonnement mensuel modeste.',
      heading: 'Le dispositif en chiffres',
      items: [
        '1 100 ménages abonnés pour 1 000 FCFA par mois.',
        'Deux passages par semaine et un tri des plastiques revendus à un recycleur.',
        'Des caniveaux curés avec les habitants avant la saison des pluies.',
        'Douze emplois stables créés pour des jeunes du quartier.',
      ],
      closing:
        'Les plastiques triés sont transformés en pavés par une entreprise locale, qui les vend pour aménager des cours d’école. Les habitants ont choisi eux-mêmes l’emplacement du point de regroupement, à l’écart des habitations.',
    },
    en: {
      title: 'Cotonou: waste collectors on tricycles in three neighbourhoods',
      lead: 'In the narrow lanes of some Cotonou neighbourhoods, rubbish trucks cannot get through. Waste ends up in the gutters, which overflow with every rainfall. AHB has equipped <strong>twelve young waste collectors with tricycles</strong> so they can collect rubbish door to door, for a modest monthly subscription.',
      heading: 'The scheme in figures',
      items: [
        '1,100 households subscribed for 1,000 FCFA a month.',
        'Two rounds a week, with plastics sorted and sold to a recycler.',
        'Gutters cleared with residents before the rainy season.',
        'Twelve stable jobs created for young people from the neighbourhood.',
      ],
      closing:
        'The sorted plastics are turned into paving blocks by a local company, which sells them to pave school yards. Residents chose the location of the collection point themselves, away from homes and from the neighbourhood market.',
    },
  },
  {
    slug: 'foyers-ameliores-abomey-calavi',
    category: 'environnement',
    daysAgo: 201,
    hour: 10,
    author: null,
    cover: 'article-environnement-1.jpg',
    fr: {
      title: 'Foyers améliorés : moins de bois, moins de fumée dans les cuisines',
      lead: 'Cuisiner sur trois pierres consomme beaucoup de bois et expose les femmes et les jeunes enfants à une fumée nocive. À Abomey-Calavi et à Ouidah, l’AHB a formé <strong>vingt potières à la fabrication de foyers améliorés</strong> en argile, qui concentrent la chaleur et réduisent de moitié la consommation de bois ou de charbon.',
      heading: 'Les bénéfices constatés',
      items: [
        'Une économie moyenne de 3 000 FCFA par mois sur l’achat de charbon.',
        'Des repas cuits plus vite, donc moins de temps passé près du feu.',
        'Moins de toux et d’irritations des yeux signalées par les familles.',
        'Un revenu supplémentaire pour les potières, qui vendent chaque foyer 2 500 FCFA.',
      ],
      closing:
        'Plus de 1 800 foyers ont été vendus en un an. Les potières ont créé une coopérative et négocient désormais avec des revendeurs des communes voisines, jusqu’à Allada et Tori-Bossito.',
    },
    en: {
      title: 'Improved cookstoves: less wood and less smoke in the kitchen',
      lead: 'Cooking over three stones uses a lot of wood and exposes women and young children to harmful smoke. In Abomey-Calavi and Ouidah, AHB has trained <strong>twenty women potters to make improved clay cookstoves</strong>, which concentrate the heat and halve the amount of wood or charcoal needed.',
      heading: 'The benefits observed',
      items: [
        'Average savings of 3,000 FCFA a month on charcoal.',
        'Meals cooked faster, so less time spent close to the fire.',
        'Fewer coughs and eye irritations reported by families.',
        'Extra income for the potters, who sell each stove for 2,500 FCFA.',
      ],
      closing:
        'More than 1,800 stoves were sold in one year. The potters have formed a cooperative and are now negotiating with retailers in neighbouring communes, as far as Allada and Tori-Bossito, to sell even more of them.',
    },
  },
  {
    slug: 'agroforesterie-natitingou',
    category: 'environnement',
    daysAgo: 283,
    hour: 8,
    author: 'Mathieu Agossou',
    cover: 'article-environnement-2.jpg',
    fr: {
      title: 'Atacora : l’agroforesterie pour des sols plus fertiles',
      lead: 'Sur les pentes de l’Atacora, les pluies violentes emportent la terre arable et les rendements baissent d’année en année. Avec cent vingt producteurs de Natitingou, l’AHB expérimente l’<strong>agroforesterie</strong> : associer aux cultures des arbres utiles qui fixent le sol, enrichissent la terre et produisent des fruits.',
      heading: 'Les pratiques introduites',
      items: [
        'La plantation de karités, de néré et d’acacias en bordure et au milieu des champs.',
        'Des cordons pierreux le long des courbes de niveau pour freiner le ruissellement.',
        'Le compostage des résidus de récolte au lieu de les brûler.',
        'Des parcelles de démonstration visitées par les producteurs des villages voisins.',
      ],
      closing:
        'Sur les parcelles pilotes, les rendements de sorgho ont progressé de 20 % dès la deuxième saison. Les arbres fruitiers commenceront à produire dans quelques années et apporteront un revenu complémentaire aux familles.',
    },
    en: {
      title: 'Atacora: agroforestry for more fertile soils',
      lead: 'On the slopes of the Atacora, heavy rains wash away the topsoil and yields fall year after year. With one hundred and twenty farmers from Natitingou, AHB is testing <strong>agroforestry</strong>: growing useful trees among the crops to hold the soil, enrich the land and produce fruit.',
      heading: 'The practices introduced',
      items: [
        'Planting shea, néré and acacia trees along and within the fields.',
        'Stone lines along the contours to slow down runoff.',
        'Composting crop residues instead of burning them.',
        'Demonstration plots regularly visited by farmers from neighbouring villages.',
      ],
      closing:
        'On the pilot plots, sorghum yields rose by 20% from the second season onwards. The fruit trees will start producing in a few years and will bring families an additional source of income, especially in the lean months.',
    },
  },
  {
    slug: 'erosion-cotiere-sensibilisation',
    category: 'environnement',
    daysAgo: 428,
    hour: 17,
    author: 'Équipe communication AHB',
    cover: null,
    fr: {
      title: 'Érosion côtière : les écoles du littoral se mobilisent',
      lead: 'Entre Cotonou et Ouidah, la mer gagne chaque année plusieurs mètres sur certaines plages. Pour que les jeunes comprennent le phénomène et les gestes qui protègent le littoral, l’AHB a conçu un <strong>module pédagogique sur l’érosion côtière</strong>, testé dans huit écoles primaires et collèges du bord de mer.',
      heading: 'Le contenu du module',
      items: [
        'Des maquettes pour observer l’effet des vagues sur un cordon de sable.',
        'Une sortie sur la plage avec un géographe pour lire les traces de l’érosion.',
        'Des explications sur le rôle des dunes, de la végétation et des mangroves.',
        'Une action concrète : plantation de cocotiers et de plantes fixatrices de sable.',
      ],
      closing:
        'Les enseignants disposent désormais d’un guide et de fiches d’activités réutilisables. Le module sera proposé à toutes les écoles du littoral qui en feront la demande.',
    },
    en: {
      title: 'Coastal erosion: seaside schools take action',
      lead: 'Between Cotonou and Ouidah, the sea eats several metres of some beaches every year. So that young people understand what is happening and what protects the coast, AHB has designed a <strong>teaching module on coastal erosion</strong>, tried out in eight primary and secondary schools along the shore.',
      heading: 'What the module covers',
      items: [
        'Scale models to watch how waves wear away a sand bar.',
        'A walk on the beach with a geographer to read the marks erosion leaves.',
        'How dunes, plants and mangroves hold the shoreline in place.',
        'Something to do: planting coconut palms and plants that bind the sand.',
      ],
      closing:
        'Teachers now have a guide and activity sheets they can use again. The module will be offered to every coastal school that asks for it.',
    },
  },
]
