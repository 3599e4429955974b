import { asciiSlug } from '../../shared/lib/ascii-slug'

/** The id of an operator's card on the donation page (`mobile-money-mtn`), the target of its link above. */
export function operatorAnchor(operator: { operator: string }): string {
  return `mobile-money-${asciiSlug(operator.operator)}`
}
