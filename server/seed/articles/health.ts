import type { ArticleSeed } from '../types'

export const HEALTH_ARTICLES: ArticleSeed[] = [
  {
    slug: 'sante-maternelle-relais-bohicon',
    category: 'sante-communautaire',
    daysAgo: 9,
    hour: 11,
    author: 'Nadège Tossou',
    cover: 'article-sante-1.jpg',
    fr: {
      title: 'Santé maternelle : les relais communautaires de Bohicon formés aux signes de danger',
      lead: 'Trente-deux relais communautaires de la commune de Bohicon viennent d’achever une formation de cinq jours consacrée à la <strong>santé de la mère et du nouveau-né</strong>. Objectif : reconnaître au plus tôt les signes qui imposent de conduire une femme enceinte ou un nourrisson au centre de santé, et accompagner les familles jusqu’à la consultation.',
      heading: 'Les signes de danger enseignés',
      items: [
        'Saignements, maux de tête violents ou gonflement du visage pendant la grossesse.',
        'Fièvre, difficultés à téter ou respiration rapide chez le nouveau-né.',
        'Absence de consultation prénatale après le troisième mois de grossesse.',
        'Cordon ombilical rouge ou suintant dans les jours qui suivent la naissance.',
      ],
      closing:
        'Chaque relais suit désormais une trentaine de foyers et transmet chaque mois ses observations à l’infirmier du centre de santé. Les sages-femmes de la zone sanitaire ont participé à la formation et assureront un suivi trimestriel.',
    },
    en: {
      title: 'Maternal health: Bohicon community health workers trained to spot danger signs',
      lead: 'Thirty-two community health volunteers from the commune of Bohicon have just completed a five-day training course on <strong>the health of mothers and newborns</strong>. The aim is to recognise as early as possible the signs that mean a pregnant woman or an infant must be taken to the health centre, and to accompany families all the way to the consultation.',
      heading: 'The danger signs they learned',
      items: [
        'Bleeding, severe headaches or a swollen face during pregnancy.',
        'Fever, difficulty feeding or fast breathing in a newborn baby.',
        'No antenatal visit after the third month of pregnancy.',
        'A red or oozing umbilical cord in the days after birth.',
      ],
      closing:
        'Each volunteer now follows about thirty households and reports every month to the nurse at the health centre. Midwives from the health zone took part in the training and will provide quarterly follow-up visits.',
    },
  },
  {
    slug: 'moustiquaires-paludisme-ouidah',
    category: 'sante-communautaire',
    daysAgo: 45,
    hour: 10,
    author: 'Nadège Tossou',
    cover: 'article-sante-2.jpg',
    fr: {
      title: 'Paludisme : 4 500 moustiquaires imprégnées distribuées autour de Ouidah',
      lead: 'À l’approche de la grande saison des pluies, l’AHB a distribué <strong>4 500 moustiquaires imprégnées d’insecticide</strong> dans les villages lacustres et côtiers de la commune de Ouidah. Le paludisme reste la première cause de consultation dans les centres de santé de la zone, en particulier chez les enfants de moins de cinq ans et les femmes enceintes.',
      heading: 'Une distribution accompagnée',
      items: [
        'Une visite à domicile pour installer la moustiquaire au-dessus des lits des enfants.',
        'Une démonstration du lavage, qui ne doit pas dépasser une fois tous les trois mois.',
        'Le rappel qu’une fièvre chez l’enfant impose un test rapide au centre de santé dans les 24 heures.',
        'L’élimination des eaux stagnantes autour des maisons, avec les jeunes du quartier.',
      ],
      closing:
        'Un contrôle réalisé trois semaines plus tard a montré que neuf moustiquaires sur dix étaient bien installées et utilisées. Les relais communautaires repasseront dans chaque foyer au milieu de la saison des pluies.',
    },
    en: {
      title: 'Malaria: 4,500 insecticide-treated nets distributed around Ouidah',
      lead: 'As the long rainy season approaches, AHB has distributed <strong>4,500 insecticide-treated mosquito nets</strong> in the lakeside and coastal villages of the commune of Ouidah. Malaria remains the leading reason for visits to health centres in the area, particularly among children under five and pregnant women.',
      heading: 'A distribution with follow-up',
      items: [
        'A home visit to hang the net over the children’s beds.',
        'A demonstration of washing, which should not happen more than once every three months.',
        'A reminder that a child with a fever needs a rapid test at the health centre within 24 hours.',
        'Removal of standing water around the houses, together with young people from the neighbourhood.',
      ],
      closing:
        'A check carried out three weeks later showed that nine nets out of ten were properly hung and in use. Community health volunteers will visit every household again in the middle of the rainy season.',
    },
  },
  {
    slug: 'depistage-malnutrition-natitingou',
    category: 'sante-communautaire',
    daysAgo: 140,
    hour: 9,
    author: null,
    cover: 'article-sante-3.jpg',
    fr: {
      title: 'Natitingou : dépistage de la malnutrition chez 1 200 enfants de moins de cinq ans',
      lead: 'Pendant la période de soudure, quand les greniers se vident avant la récolte, la malnutrition guette les plus jeunes. Dans l’Atacora, les équipes de l’AHB ont mesuré le <strong>périmètre brachial de 1 200 enfants</strong> dans quinze villages de la commune de Natitingou, à l’aide d’un simple bracelet de couleur.',
      heading: 'Résultats et prise en charge',
      items: [
        '74 enfants souffrant de malnutrition aiguë modérée ont reçu des aliments thérapeutiques prêts à l’emploi.',
        '11 cas sévères ont été orientés vers le centre de santé de l’arrondissement.',
        'Les mères ont participé à des démonstrations culinaires à base de produits locaux : sorgho, niébé, arachide.',
        'Chaque village dispose désormais de deux mères formées au dépistage avec le bracelet.',
      ],
      closing:
        'Un deuxième passage est prévu dans trois mois pour vérifier la guérison des enfants suivis. Les jardins potagers lancés avec les groupements de femmes doivent aussi diversifier l’alimentation des familles.',
    },
    en: {
      title: 'Natitingou: 1,200 children under five screened for malnutrition',
      lead: 'During the lean season, when granaries empty before the harvest, malnutrition threatens the youngest children. In the Atacora department, AHB teams measured the <strong>upper-arm circumference of 1,200 children</strong> in fifteen villages of the commune of Natitingou, using a simple coloured band.',
      heading: 'Results and care',
      items: [
        '74 children with moderate acute malnutrition received ready-to-use therapeutic food.',
        '11 severe cases were referred to the health centre of the district.',
        'Mothers took part in cooking demonstrations based on local produce: sorghum, cowpeas and groundnuts.',
        'Each village now has two mothers trained to carry out screening with the band.',
      ],
      closing:
        'A second round is planned in three months to check that the children being followed have recovered. The vegetable gardens started with women’s groups should also help families eat a more varied diet.',
    },
  },
  {
    slug: 'caravane-vaccination-kandi',
    category: 'sante-communautaire',
    daysAgo: 233,
    hour: 13,
    author: 'Équipe communication AHB',
    cover: 'article-sante-1.jpg',
    fr: {
      title: 'Une caravane de vaccination pour les hameaux isolés de Kandi',
      lead: 'Certains hameaux de la commune de Kandi se trouvent à plus de quinze kilomètres du premier centre de santé. Pour y rattraper les enfants non vaccinés, l’AHB a organisé avec la zone sanitaire une <strong>caravane de vaccination à moto</strong>, accompagnée d’agents de santé et de crieurs publics parlant bariba, dendi et fulfuldé.',
      heading: 'En dix jours de tournée',
      items: [
        '860 enfants de moins de deux ans ont reçu les vaccins manquants de leur calendrier.',
        '310 femmes enceintes ont été vaccinées contre le tétanos.',
        'Les carnets de vaccination perdus ont été reconstitués à partir des registres.',
        'Des rendez-vous ont été fixés pour les doses suivantes, avec un rappel par les relais.',
      ],
      closing:
        'La chaîne du froid a été assurée grâce à des glacières solaires prêtées par la zone sanitaire. La caravane repassera avant la saison des pluies, lorsque les pistes deviennent difficilement praticables.',
    },
    en: {
      title: 'A vaccination caravan for the remote hamlets of Kandi',
      lead: 'Some hamlets in the commune of Kandi lie more than fifteen kilometres away from the nearest health centre. To reach unvaccinated children there, AHB organised a <strong>motorbike vaccination caravan</strong> with the health zone, accompanied by health workers and town criers who speak Bariba, Dendi and Fulfulde.',
      heading: 'In ten days on the road',
      items: [
        '860 children under two received the vaccines missing from their schedule.',
        '310 pregnant women were vaccinated against tetanus.',
        'Lost vaccination cards were rebuilt from the health registers.',
        'Appointments were set for the next doses, with reminders from the community volunteers.',
      ],
      closing:
        'The cold chain was maintained thanks to solar-powered cool boxes lent by the health zone. The caravan will come back before the rainy season, when the dirt roads become very hard to travel.',
    },
  },
  {
    slug: 'sante-mentale-jeunes-porto-novo',
    category: 'sante-communautaire',
    daysAgo: 318,
    hour: 17,
    author: 'Félicité Houngbédji',
    cover: 'article-sante-2.jpg',
    fr: {
      title: 'Porto-Novo : des groupes de parole pour la santé mentale des jeunes',
      lead: 'Chômage, pression familiale, deuils : beaucoup de jeunes de Porto-Novo disent manquer d’un lieu pour parler. Depuis six mois, l’AHB anime avec une psychologue et deux associations de quartier des <strong>groupes de parole hebdomadaires</strong> réservés aux 15-25 ans, dans une salle prêtée par un centre de jeunes.',
      heading: 'Comment fonctionnent les groupes',
      items: [
        'Dix participants au maximum, avec une règle stricte de confidentialité.',
        'Deux animateurs formés, dont un pair de la même tranche d’âge.',
        'Une orientation vers un suivi individuel lorsque la souffrance le justifie.',
        'Des séances thématiques sur le stress, les addictions et la recherche d’emploi.',
      ],
      closing:
        '« Ici, on ne me juge pas », confie une participante de dix-neuf ans. Face à la demande, un deuxième groupe ouvrira à la rentrée, et les animateurs formeront des enseignants volontaires à l’écoute active.',
    },
    en: {
      title: 'Porto-Novo: talking groups for young people’s mental health',
      lead: 'Unemployment, family pressure, bereavement: many young people in Porto-Novo say they have nowhere to talk. For six months, AHB has been running <strong>weekly talking groups</strong> for 15 to 25-year-olds with a psychologist and two neighbourhood associations, in a room lent by a youth centre.',
      heading: 'How the groups work',
      items: [
        'Ten participants at most, with a strict rule of confidentiality.',
        'Two trained facilitators, one of them a peer of the same age.',
        'Referral to individual care when someone’s distress calls for it.',
        'Sessions on stress, addiction and looking for work.',
      ],
      closing:
        '“Here nobody judges me,” says a nineteen-year-old participant. With so many asking to join, a second group will open after the summer, and the facilitators will train volunteer teachers in active listening.',
    },
  },
  {
    slug: 'centre-sante-djougou-equipement',
    category: 'sante-communautaire',
    daysAgo: 389,
    hour: 10,
    author: 'Nadège Tossou',
    cover: 'article-sante-3.jpg',
    fr: {
      title: 'Djougou : une maternité rurale équipée et raccordée à l’eau',
      lead: 'Accoucher sans eau courante ni lumière fiable : c’était le quotidien de la maternité d’un arrondissement rural de Djougou. Grâce à une collecte menée auprès de nos donateurs, la maternité dispose désormais d’un <strong>raccordement à l’eau, d’un éclairage solaire</strong> et d’un équipement renouvelé.',
      heading: 'Ce qui a été installé',
      items: [
        'Un réservoir de 5 000 litres et des robinets dans la salle d’accouchement.',
        'Des panneaux solaires pour l’éclairage et la conservation des vaccins.',
        'Deux tables d’accouchement, un aspirateur de mucosités et une balance pour nourrissons.',
        'Un incinérateur pour les déchets médicaux, jusqu’ici brûlés à l’air libre.',
      ],
      closing:
        'La sage-femme de la maternité constate déjà une hausse des accouchements assistés : les femmes font davantage confiance à un lieu propre et éclairé. Le comité de gestion du centre veillera à l’entretien des installations.',
    },
    en: {
      title: 'Djougou: a rural maternity unit equipped and connected to water',
      lead: 'Giving birth without running water or reliable light: that was daily life at the maternity unit of a rural district of Djougou. Thanks to a fundraising drive among our donors, the unit now has a <strong>water connection, solar lighting</strong> and renewed equipment.',
      heading: 'What was installed',
      items: [
        'A 5,000-litre tank and taps in the delivery room.',
        'Solar panels for lighting and for keeping vaccines cold.',
        'Two delivery tables, a mucus extractor and an infant scale.',
        'An incinerator for medical waste, which used to be burned in the open air.',
      ],
      closing:
        'The unit’s midwife is already seeing more assisted births: women have greater trust in a place that is clean and well lit. The health centre’s management committee will look after the maintenance of the new installations over the coming years.',
    },
  },
  {
    slug: 'hygiene-menstruelle-ecoles-parakou',
    category: 'sante-communautaire',
    daysAgo: 472,
    hour: 15,
    author: null,
    cover: null,
    fr: {
      title: 'Hygiène menstruelle : briser le silence dans les collèges de Parakou',
      lead: 'Faute de protections et d’information, de nombreuses adolescentes manquent plusieurs jours d’école chaque mois. Dans quatre collèges de Parakou, l’AHB a lancé un programme d’<strong>éducation à l’hygiène menstruelle</strong> qui associe élèves, enseignants, parents et couturières du quartier.',
      heading: 'Les actions menées',
      items: [
        'Des séances d’information pour les filles et, séparément, pour les garçons.',
        'La fabrication de serviettes lavables par un atelier de couturières formées.',
        'L’aménagement de toilettes séparées avec un point d’eau et une poubelle fermée.',
        'Une enseignante référente dans chaque collège pour répondre aux questions.',
      ],
      closing:
        'Les premiers relevés, tenus par les surveillants, montrent une baisse nette des absences des filles en fin de mois. L’atelier de couture, désormais autonome, vend ses kits à prix coûtant aux familles et fournit les établissements voisins.',
    },
    en: {
      title: 'Menstrual hygiene: breaking the silence in Parakou secondary schools',
      lead: 'Without sanitary products or reliable information, many teenage girls miss several days of school every single month. In four secondary schools in Parakou, AHB has launched a <strong>menstrual hygiene education programme</strong> that brings together pupils, teachers, parents and local seamstresses.',
      heading: 'What the programme does',
      items: [
        'Information sessions for girls and, separately, for boys.',
        'Washable pads made by a workshop of trained seamstresses.',
        'Separate toilets fitted with a water point and a closed bin.',
        'A female teacher in each school to whom pupils can turn with their questions.',
      ],
      closing:
        'The first figures show a clear fall in girls’ absences at the end of the month. The sewing workshop, now self-sufficient, sells its kits at cost price to families and supplies the neighbouring schools as well.',
    },
  },
]
