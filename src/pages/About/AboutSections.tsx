import { TextSection } from '../../components/TextSection'
import { useI18n } from '../../i18n/I18nProvider'
import { text } from '../../i18n/localize'
import type { AboutPage } from '../../schemas/api'
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
  const prefaceHtml = text(page.prefaceContent, lang)
  const visionHtml = text(page.visionContent, lang)
  return (
    <>
      {prefaceHtml ? (
        <TextSection
          id="about-preface"
          title={text(page.prefaceTitle, lang) || t('about.preface')}
          html={prefaceHtml}
        />
      ) : null}
      {visionHtml ? (
        <TextSection
          id="about-vision"
          title={text(page.visionTitle, lang) || t('about.vision')}
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
