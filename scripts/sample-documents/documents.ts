import { formatFact } from '../../src/shared/lib/facts'
import { formatNumber } from '../../src/shared/lib/numbers'
import type { FactName, Settings } from '../../src/shared/schemas/content'
import type { Block, SampleDocument } from './pdf'

/**
 * The sample content's documents (content/settings.yaml, `documents`), written by the project as the
 * organisation would publish them: statutes, certified accounts, reports. Every figure that is one of the
 * settings' facts comes from there (docs/editing.md#les-chiffres-de-lassociation), so the files never say
 * another figure than the pages.
 */

type Lang = 'fr' | 'en'

/** Amounts in FCFA, grouped as the language groups them. */
function fcfa(value: number, lang: Lang): string {
  return `${formatNumber(value, lang)} FCFA`
}

/** `total` shared by whole percentages; the last share takes the rounding, so the rows add up to it. */
function shares(total: number, parts: readonly [string, number][], lang: Lang): [string, string][] {
  let left = total
  return parts.map(([label, percent], index) => {
    const amount = index === parts.length - 1 ? left : Math.round((total * percent) / 100 / 1000) * 1000
    left -= amount
    return [`${label} (${percent}${lang === 'fr' ? '\u202f%' : '%'})`, fcfa(amount, lang)]
  })
}

/** A small count in French words, as the statutes write it. */
const FRENCH_NUMBERS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix']

function facts(settings: Settings, lang: Lang) {
  return (name: FactName) => formatFact(settings.facts, name, lang)
}

function statutes(settings: Settings): SampleDocument {
  const fact = facts(settings, 'fr')
  const themes = settings.themes.map((theme) => theme.name.fr)
  const name = settings.organisation.name.fr
  const { street, city } = settings.contact.address
  return {
    title: 'Statuts de l’association',
    lang: 'fr',
    author: name,
    blocks: [
      {
        kind: 'title',
        text: 'Statuts de l’Association Humanitaire du Bénin',
        subtitle: `Association déclarée en ${fact('founded')}, statuts révisés par l’assemblée générale extraordinaire du 18 juin 2022`,
      },
      { kind: 'heading', text: 'Titre I – Constitution, objet et siège' },
      {
        kind: 'paragraph',
        text: `Article 1 – Dénomination. Il est fondé entre les adhérents aux présents statuts une association régie par la loi n° 2001-18 sur la liberté d’association en République du Bénin, ayant pour dénomination « ${name} », et pour sigle « ${settings.organisation.shortName} ».`,
      },
      {
        kind: 'paragraph',
        text: `Article 2 – Objet. L’association a pour objet d’améliorer durablement les conditions de vie des populations du Bénin, avec elles et par elles. Elle agit dans ${FRENCH_NUMBERS[themes.length] ?? themes.length} domaines :`,
      },
      { kind: 'list', items: themes },
      {
        kind: 'paragraph',
        text: 'Elle poursuit un but non lucratif, indépendant de tout parti politique et de toute confession. Elle travaille avec les communes, les services déconcentrés de l’État et les organisations de la société civile.',
      },
      {
        kind: 'paragraph',
        text: `Article 3 – Siège. Le siège de l’association est fixé à ${city}, ${street.fr}. Il peut être transféré par décision du conseil d’administration, ratifiée par la prochaine assemblée générale.`,
      },
      {
        kind: 'paragraph',
        text: 'Article 4 – Durée. La durée de l’association est illimitée.',
      },
      { kind: 'heading', text: 'Titre II – Membres' },
      {
        kind: 'paragraph',
        text: 'Article 5 – Composition. L’association se compose de membres fondateurs, de membres actifs, qui versent une cotisation annuelle et participent à ses activités, et de membres d’honneur, désignés par l’assemblée générale pour les services rendus.',
      },
      {
        kind: 'paragraph',
        text: 'Article 6 – Admission. Toute personne physique ou morale qui adhère aux présents statuts peut demander à devenir membre. Le bureau statue sur les demandes et motive un refus.',
      },
      {
        kind: 'paragraph',
        text: 'Article 7 – Perte de la qualité de membre. La qualité de membre se perd par la démission, le décès, le non-paiement de la cotisation pendant deux années ou la radiation prononcée par le conseil d’administration pour motif grave, l’intéressé ayant été invité à s’expliquer.',
      },
      { kind: 'pageBreak' },
      { kind: 'heading', text: 'Titre III – Administration et fonctionnement' },
      {
        kind: 'paragraph',
        text: 'Article 8 – Assemblée générale. L’assemblée générale ordinaire réunit tous les membres une fois par an. Elle entend le rapport moral et le rapport financier, approuve les comptes certifiés, vote le budget et élit les membres du conseil d’administration. Ses décisions sont prises à la majorité des membres présents ou représentés.',
      },
      {
        kind: 'paragraph',
        text: 'Article 9 – Assemblée générale extraordinaire. Elle seule peut modifier les statuts ou prononcer la dissolution, à la majorité des deux tiers des membres présents ou représentés, le quorum étant de la moitié des membres.',
      },
      {
        kind: 'paragraph',
        text: 'Article 10 – Conseil d’administration. L’association est administrée par un conseil de neuf membres élus pour trois ans et renouvelables par tiers. Il compte au moins quatre femmes. Il se réunit au moins une fois par trimestre.',
      },
      {
        kind: 'paragraph',
        text: 'Article 11 – Bureau. Le conseil élit en son sein un bureau composé d’un président, d’un vice-président, d’un secrétaire général et d’un trésorier. Le président représente l’association en justice et dans tous les actes de la vie civile.',
      },
      {
        kind: 'paragraph',
        text: 'Article 12 – Direction exécutive. Le conseil nomme un directeur exécutif, salarié, qui dirige les équipes et conduit les programmes dans le cadre du plan stratégique et du budget votés.',
      },
      { kind: 'heading', text: 'Titre IV – Ressources et contrôle' },
      {
        kind: 'paragraph',
        text: 'Article 13 – Ressources. Les ressources de l’association comprennent les cotisations, les dons des particuliers et des entreprises, les subventions des partenaires publics et privés, et le produit de ses activités.',
      },
      {
        kind: 'paragraph',
        text: 'Article 14 – Comptes. L’exercice court du 1er janvier au 31 décembre. Les comptes annuels sont certifiés par un commissaire aux comptes indépendant et publiés sur le site de l’association.',
      },
      { kind: 'heading', text: 'Titre V – Dispositions finales' },
      {
        kind: 'paragraph',
        text: 'Article 15 – Règlement intérieur. Un règlement intérieur, adopté par le conseil d’administration, précise les présents statuts.',
      },
      {
        kind: 'paragraph',
        text: 'Article 16 – Dissolution. En cas de dissolution, l’actif net est attribué à une ou plusieurs associations béninoises poursuivant un objet semblable, désignées par l’assemblée générale extraordinaire.',
      },
      {
        kind: 'paragraph',
        text: `Fait à ${city}, le 18 juin 2022. Pour l’assemblée générale : le président et le secrétaire général.`,
      },
    ],
  }
}

function accounts(settings: Settings): SampleDocument {
  const fact = facts(settings, 'fr')
  const income = settings.facts.resources2024.value
  const previous = settings.facts.resources2023.value
  const spent = Math.round((income * 0.97) / 1000) * 1000
  const name = settings.organisation.name.fr
  return {
    title: 'Comptes annuels certifiés 2024',
    lang: 'fr',
    author: name,
    blocks: [
      {
        kind: 'title',
        text: 'Comptes annuels certifiés – exercice 2024',
        subtitle: `${name} – exercice du 1er janvier au 31 décembre 2024, montants en francs CFA`,
      },
      { kind: 'heading', text: 'Rapport du commissaire aux comptes' },
      {
        kind: 'paragraph',
        text: 'Nous avons effectué l’audit des comptes annuels de l’association relatifs à l’exercice clos le 31 décembre 2024, tels qu’ils sont joints au présent rapport. Nous certifions que ces comptes sont, au regard du référentiel comptable applicable aux entités à but non lucratif de l’espace OHADA (SYCEBNL), réguliers et sincères, et donnent une image fidèle du résultat des opérations de l’exercice écoulé ainsi que de la situation financière et du patrimoine de l’association à la fin de cet exercice.',
      },
      {
        kind: 'paragraph',
        text: 'Notre opinion est émise sans réserve. Nous n’avons pas d’observation à formuler sur la sincérité et la concordance avec les comptes annuels des informations données dans le rapport financier du trésorier.',
      },
      { kind: 'paragraph', text: 'Cotonou, le 14 avril 2025. Le commissaire aux comptes.' },
      { kind: 'pageBreak' },
      { kind: 'heading', text: 'Compte de résultat : les ressources' },
      {
        kind: 'table',
        rows: shares(
          income,
          [
            ['Subventions des partenaires institutionnels', 46],
            ['Fondations', 23],
            ['Dons des particuliers, dont Mobile Money', 19],
            ['Entreprises, cotisations et autres produits', 12],
          ],
          'fr',
        ),
        total: ['Total des ressources de l’exercice 2024', fcfa(income, 'fr')],
      },
      {
        kind: 'paragraph',
        text: `Pour comparaison, les ressources de l’exercice 2023 s’élevaient à ${fcfa(previous, 'fr')}.`,
      },
      { kind: 'heading', text: 'Compte de résultat : l’emploi des ressources' },
      {
        kind: 'table',
        rows: shares(
          spent,
          [
            ['Programmes de terrain', 77],
            ['Suivi, évaluation et formation', 13],
            ['Fonctionnement', 10],
          ],
          'fr',
        ),
        total: ['Total des charges de l’exercice 2024', fcfa(spent, 'fr')],
      },
      {
        kind: 'table',
        rows: [['Excédent de l’exercice, affecté aux fonds propres', fcfa(income - spent, 'fr')]],
      },
      { kind: 'pageBreak' },
      { kind: 'heading', text: 'Annexe : ce que les ressources ont permis' },
      {
        kind: 'paragraph',
        text: `Depuis sa création en ${fact('founded')}, l’association a équipé ${fact('boreholes')} forages de pompes et formé ${fact('healthWorkersTrained')} relais communautaires ; ses programmes touchent ${fact('peopleServed')} personnes dans ${fact('communes')} communes du Bénin.`,
      },
      {
        kind: 'list',
        items: [
          'Les fonds affectés par un partenaire à un programme sont suivis dans une comptabilité analytique par programme.',
          'Les dons reçus par Mobile Money sont rapprochés chaque mois des relevés des opérateurs.',
          'Les biens immobilisés (véhicules, motopompes, matériel de forage) sont amortis sur leur durée d’usage.',
        ],
      },
    ],
  }
}

const IMPACT = {
  fr: {
    title: 'Rapport d’impact 2024',
    subtitle: 'Deuxième année du plan stratégique 2023-2026, programme par programme',
    intro: (fact: (name: FactName) => string) =>
      `En 2024, nos programmes ont touché ${fact('peopleServed')} personnes dans ${fact('communes')} communes du Bénin. Ce rapport présente, pour chacun de nos domaines d’action, ce qui a changé pour les familles et ce qui reste à faire d’ici ${fact('targetYear')}.`,
    results: (fact: (name: FactName) => string) => [
      [
        `${fact('boreholes')} forages équipés de pompes depuis ${fact('founded')}, dont 22 pour le programme de l’Atacora et de la Donga (40 prévus).`,
        'Neuf pompes sur dix en état de marche à la dernière inspection.',
      ],
      [
        `${fact('healthWorkersTrained')} relais communautaires formés, pour un objectif de ${fact('targetHealthWorkers')} en ${fact('targetYear')}.`,
        'Plus de 14 000 consultations assurées par les cliniques mobiles du Zou et du Couffo.',
      ],
      [
        '64 associations villageoises d’épargne, réunissant plus de 1 500 membres, dont 85 % de femmes.',
        'Plus de 2 000 actes de naissance délivrés depuis 2021 grâce aux audiences foraines.',
      ],
      [
        'Neuf villages de Djougou certifiés sans défécation à l’air libre.',
        '25 000 plants de palétuviers repiqués dans la mangrove de Ouidah.',
      ],
      [
        'Des clubs d’hygiène dans 52 écoles primaires.',
        'Vingt stations de lavage des mains dans les marchés de Cotonou.',
      ],
    ],
    next: 'La suite',
    nextText: (fact: (name: FactName) => string) =>
      `D’ici ${fact('targetYear')}, notre plan stratégique vise à changer durablement la vie de ${fact('targetPeople')} personnes. Le programme High 5 réunit nos cinq domaines dans cinq communes pilotes ; son enquête de suivi sera publiée, quels qu’en soient les résultats.`,
  },
  en: {
    title: 'Impact report 2024',
    subtitle: 'The second year of the 2023–2026 strategic plan, programme by programme',
    intro: (fact: (name: FactName) => string) =>
      `In 2024, our programmes reached ${fact('peopleServed')} people in ${fact('communes')} communes of Benin. This report sets out, for each of our areas of work, what changed for families and what remains to be done by ${fact('targetYear')}.`,
    results: (fact: (name: FactName) => string) => [
      [
        `${fact('boreholes')} boreholes fitted with pumps since ${fact('founded')}, 22 of them for the Atacora and Donga programme (40 planned).`,
        'Nine pumps out of ten in working order at the last inspection.',
      ],
      [
        `${fact('healthWorkersTrained')} community health workers trained, towards a target of ${fact('targetHealthWorkers')} by ${fact('targetYear')}.`,
        'More than 14,000 consultations by the mobile clinics of Zou and Couffo.',
      ],
      [
        '64 village savings groups with more than 1,500 members, 85% of them women.',
        'More than 2,000 birth certificates issued since 2021 through mobile court hearings.',
      ],
      [
        'Nine villages in Djougou certified free of open defecation.',
        '25,000 mangrove seedlings planted in Ouidah.',
      ],
      ['Hygiene clubs in 52 primary schools.', 'Twenty handwashing stations in the markets of Cotonou.'],
    ],
    next: 'What comes next',
    nextText: (fact: (name: FactName) => string) =>
      `By ${fact('targetYear')}, our strategic plan aims to bring lasting change to the lives of ${fact('targetPeople')} people. The High 5 programme brings our five areas together in five pilot communes; its follow-up survey will be published, whatever its results.`,
  },
} as const

function impactReport(settings: Settings, lang: Lang): SampleDocument {
  const fact = facts(settings, lang)
  const texts = IMPACT[lang]
  const results = texts.results(fact)
  return {
    title: texts.title,
    lang,
    author: settings.organisation.name[lang],
    blocks: [
      { kind: 'title', text: texts.title, subtitle: texts.subtitle },
      { kind: 'paragraph', text: texts.intro(fact) },
      ...settings.themes.flatMap((theme, index): Block[] => [
        ...(index === 2 ? [{ kind: 'pageBreak' } as const] : []),
        { kind: 'heading', text: theme.name[lang] },
        { kind: 'list', items: [...(results[index] ?? [])] },
      ]),
      { kind: 'heading', text: texts.next },
      { kind: 'paragraph', text: texts.nextText(fact) },
    ],
  }
}

function annualReport(settings: Settings, lang: Lang): SampleDocument {
  const fr = lang === 'fr'
  const income = settings.facts.resources2023.value
  const title = fr ? 'Rapport annuel 2023' : 'Annual report 2023'
  return {
    title,
    lang,
    author: settings.organisation.name[lang],
    blocks: [
      {
        kind: 'title',
        text: title,
        subtitle: fr
          ? 'La première année du plan stratégique 2023-2026'
          : 'The first year of the 2023–2026 strategic plan',
      },
      { kind: 'heading', text: fr ? 'L’année 2023 en bref' : '2023 at a glance' },
      {
        kind: 'list',
        items: fr
          ? [
              'Lancement du plan stratégique 2023-2026, adopté en décembre 2022.',
              'Des enquêtes de référence auprès de 2 600 ménages.',
              'Deux nouveaux programmes : « Eau potable pour l’Atacora et la Donga » et « Santé de proximité dans le Zou et le Couffo ».',
            ]
          : [
              'Launch of the 2023–2026 strategic plan, adopted in December 2022.',
              'Baseline surveys of 2,600 households.',
              'Two new programmes: “Safe water for Atacora and Donga” and “Community health in Zou and Couffo”.',
            ],
      },
      { kind: 'heading', text: fr ? 'Nos activités sur le terrain' : 'Our work in the field' },
      {
        kind: 'list',
        items: fr
          ? [
              '5 forages réalisés et 9 pompes réhabilitées ; 212 latrines familiales construites.',
              '62 nouveaux relais communautaires formés ; premières cliniques mobiles dans 10 villages.',
              '14 associations villageoises d’épargne créées ; 36 jeunes entrés en apprentissage.',
            ]
          : [
              '5 boreholes drilled and 9 pumps repaired; 212 household latrines built.',
              '62 new community health workers trained; the first mobile clinics in 10 villages.',
              '14 village savings groups set up; 36 young people started apprenticeships.',
            ],
      },
      { kind: 'pageBreak' },
      { kind: 'heading', text: fr ? 'Nos ressources en 2023' : 'Our income in 2023' },
      {
        kind: 'table',
        rows: shares(
          income,
          fr
            ? [
                ['Partenaires institutionnels', 48],
                ['Fondations', 22],
                ['Dons de particuliers', 18],
                ['Entreprises et autres ressources', 12],
              ]
            : [
                ['Institutional partners', 48],
                ['Foundations', 22],
                ['Individual donors', 18],
                ['Businesses and other income', 12],
              ],
          lang,
        ),
        total: [fr ? 'Total des ressources 2023' : 'Total income for 2023', fcfa(income, lang)],
      },
      { kind: 'heading', text: fr ? 'L’utilisation des fonds' : 'How the money was spent' },
      {
        kind: 'list',
        items: fr
          ? ['Programmes de terrain : 76 %', 'Suivi, évaluation et formation : 14 %', 'Fonctionnement : 10 %']
          : ['Field programmes: 76%', 'Monitoring, evaluation and training: 14%', 'Running costs: 10%'],
      },
      {
        kind: 'paragraph',
        text: fr
          ? 'Les comptes 2023 ont été certifiés sans réserve par un commissaire aux comptes indépendant.'
          : 'The 2023 accounts were certified without qualification by an independent auditor.',
      },
      { kind: 'heading', text: fr ? 'Gouvernance et équipe' : 'Governance and team' },
      {
        kind: 'list',
        items: fr
          ? [
              'Un conseil d’administration de neuf membres élus en mars 2023, dont quatre femmes.',
              'Une équipe de 38 salariés, entre Cotonou, Parakou, Djougou et Bohicon.',
              '112 bénévoles engagés.',
            ]
          : [
              'A board of nine members elected in March 2023, four of them women.',
              'A team of 38 staff, in Cotonou, Parakou, Djougou and Bohicon.',
              '112 committed volunteers.',
            ],
      },
    ],
  }
}

/** Each sample document by its site path, as content/settings.yaml lists it. */
export function sampleDocuments(settings: Settings): Record<string, SampleDocument> {
  return {
    '/documents/statuts-ahb.pdf': statutes(settings),
    '/documents/comptes-certifies-2024.pdf': accounts(settings),
    '/documents/rapport-impact-2024.pdf': impactReport(settings, 'fr'),
    '/documents/impact-report-2024.pdf': impactReport(settings, 'en'),
    '/documents/rapport-annuel-2023.pdf': annualReport(settings, 'fr'),
    '/documents/annual-report-2023.pdf': annualReport(settings, 'en'),
  }
}
