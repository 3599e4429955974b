import { TextSection } from '../../shared/components/TextSection'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localText, textOr } from '../../shared/i18n/localize'
import type { MissionPage } from '../../shared/schemas/api'
import { ObjectiveSection } from './ObjectiveSection'
import { PillarsSection } from './PillarsSection'
import { StrategySection } from './StrategySection'
import { VisionSection } from './VisionSection'

/**
 * The blocks of the mission page, in the order of docs/behaviour.md#about-mission-and-history; a block
 * without content is left out.
 */
export function MissionSections({ page }: { page: MissionPage }) {
  const { t, lang } = useI18n()
  const contextHtml = localText(page.contextContent, lang)
  return (
    <>
      {contextHtml.text ? (
        <TextSection
          id="mission-context"
          title={textOr(localText(page.contextTitle, lang), t('mission.context'))}
          html={contextHtml}
        />
      ) : null}
      <VisionSection page={page} />
      <PillarsSection page={page} />
      <StrategySection page={page} />
      <ObjectiveSection page={page} />
    </>
  )
}
