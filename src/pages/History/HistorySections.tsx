import { TextSection } from '../../shared/components/TextSection'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localText, textOr } from '../../shared/i18n/localize'
import type { HistoryPage } from '../../shared/schemas/api'
import { CallToAction } from './CallToAction'
import { StatsSection } from './StatsSection'
import { VisionSection } from './VisionSection'

/**
 * The blocks of the history page, in the order of docs/behaviour.md#about-mission-and-history; a block
 * without content is left out.
 */
export function HistorySections({ page }: { page: HistoryPage }) {
  const { t, lang } = useI18n()
  const journeyHtml = localText(page.parcoursContent, lang)
  return (
    <>
      {journeyHtml.text ? (
        <TextSection
          id="history-journey"
          title={textOr(localText(page.parcoursTitle, lang), t('history.journey'))}
          html={journeyHtml}
        />
      ) : null}
      <StatsSection page={page} />
      <VisionSection page={page} />
      <CallToAction page={page} />
    </>
  )
}
