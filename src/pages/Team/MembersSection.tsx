import { FetchedContent } from '../../components/FetchedContent'
import { SectionHeading } from '../../components/SectionHeading'
import { reloadPage } from '../../components/states'
import type { BlockState } from '../../data/useBlockData'
import { useI18n } from '../../i18n/I18nProvider'
import type { TeamMember } from '../../schemas/api'
import { MemberCard } from './MemberCard'

/**
 * The member cards, with the loading, error (retry reloads the page) and empty states of
 * docs/behaviour.md#team.
 */
export function MembersSection({ state, members }: { state: BlockState; members: TeamMember[] | undefined }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="team-members" className="py-12 sm:py-16">
      <div className="container">
        <SectionHeading id="team-members" title={t('team.membersTitle')} intro={t('team.membersSubtitle')} />
      </div>
      <FetchedContent
        state={state}
        data={members}
        onRetry={reloadPage}
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
      </FetchedContent>
    </section>
  )
}
