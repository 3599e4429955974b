import { Icon } from '../../shared/components/Icon'
import { IconCard } from '../../shared/components/IconCard'
import { TextSection } from '../../shared/components/TextSection'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { HistoryPage } from '../../shared/schemas/api'

/** The vision for the years ahead and its goals. */
export function VisionSection({ page }: { page: HistoryPage }) {
  const { t, lang } = useI18n()
  const html = localText(page.visionContent, lang)
  const { value: goals = [], lang: goalsLang } = localizeIn(page.visionGoals, lang)
  if (!html.text && goals.length === 0) return null
  return (
    <TextSection
      id="history-vision"
      title={textOr(localText(page.visionTitle, lang), t('history.vision'))}
      html={html}
    >
      {goals.length > 0 ? (
        <ul lang={goalsLang} className="mt-8 grid gap-6 md:grid-cols-3">
          {goals.map((goal, index) => (
            <li key={`${index}-${goal.title}`}>
              <IconCard icon={<Icon name={goal.icon} />} title={goal.title}>
                {goal.description ? <p className="mt-2 text-slate-700">{goal.description}</p> : null}
              </IconCard>
            </li>
          ))}
        </ul>
      ) : null}
    </TextSection>
  )
}
