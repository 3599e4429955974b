import { BuiltContent } from '../../shared/components/BuiltContent'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { TeamMember } from '../../shared/schemas/api'
import { MemberCard } from './MemberCard'

/**
 * The member cards, or the unavailable and empty states of docs/behaviour.md#team.
 */
export function MembersSection({ members }: { members: TeamMember[] | null }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="team-members" className="py-12 sm:py-16">
      <div className="container">
        <SectionHeading id="team-members" title={t('team.membersTitle')} intro={t('team.membersSubtitle')} />
      </div>
      <BuiltContent
        data={members}
        isEmpty={(list) => list.length === 0}
        errorMessage={t('team.error')}
        emptyMessage={t('team.empty')}
      >
        {(list) => (
          <ul className="container mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </BuiltContent>
    </section>
  )
}
