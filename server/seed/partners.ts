export interface PartnerSeed {
  name: string
  logo: string
}

export const PARTNERS: PartnerSeed[] = [
  { name: 'Fondation Eau Claire Afrique', logo: 'partenaire-1.png' },
  { name: 'Coopérative Terre Verte du Mono', logo: 'partenaire-2.png' },
  { name: 'Réseau Santé Solidaire', logo: 'partenaire-3.png' },
  { name: 'Habitat Digne Bénin', logo: 'partenaire-4.png' },
  { name: 'Collectif Mains Unies', logo: 'partenaire-5.png' },
  { name: 'Fonds Énergie Soleil', logo: 'partenaire-6.png' },
]
