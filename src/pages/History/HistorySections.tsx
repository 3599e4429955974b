import { TextSection } from '../../components/TextSection'
import { useI18n } from '../../i18n/I18nProvider'
import { text } from '../../i18n/localize'
import type { HistoryPage } from '../../schemas/api'
import { CallToAction } from './CallToAction'
import { StatsSection } from './StatsSection'
import { VisionSection } from './VisionSection'

/**
 * The blocks of the history page, in the order of docs/behaviour.md#about-mission-and-history; a block
 * without content is left out.
 */
export function HistorySections({ page }: { page: HistoryPage }) {
  const { t, lang } = useI18n()
  const journeyHtml = text(page.parcoursContent, lang)
  return (
    <>
      {journeyHtml ? (
        <TextSection
          id="history-journey"
          title={text(page.parcoursTitle, lang) || t('history.journey')}
          html={journeyHtml}
        />
      ) : null}
      <StatsSection page={page} />
      <VisionSection page={page} />
      <CallToAction page={page} />
    </>
  )
}
