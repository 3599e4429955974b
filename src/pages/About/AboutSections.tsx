import { TextSection } from '../../shared/components/TextSection'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localText, textOr } from '../../shared/i18n/localize'
import type { AboutPage } from '../../shared/schemas/api'
import { ApproachesSection } from './ApproachesSection'
import { ObjectivesSection } from './ObjectivesSection'
import { StrategicPlansSection } from './StrategicPlansSection'
import { StrategySection } from './StrategySection'

/**
 * The blocks of the about page, in the order of docs/behaviour.md#about-mission-and-history; a block without
 * content is left out.
 */
export function AboutSections({ page }: { page: AboutPage }) {
  const { t, lang } = useI18n()
  const prefaceHtml = localText(page.prefaceContent, lang)
  const visionHtml = localText(page.visionContent, lang)
  return (
    <>
      {prefaceHtml.text ? (
        <TextSection
          id="about-preface"
          title={textOr(localText(page.prefaceTitle, lang), t('about.preface'))}
          html={prefaceHtml}
        />
      ) : null}
      {visionHtml.text ? (
        <TextSection
          id="about-vision"
          title={textOr(localText(page.visionTitle, lang), t('about.vision'))}
          html={visionHtml}
          tinted
        />
      ) : null}
      <StrategySection page={page} />
      <ObjectivesSection page={page} />
      <ApproachesSection page={page} />
      <StrategicPlansSection />
    </>
  )
}
