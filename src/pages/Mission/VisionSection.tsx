import { CheckCircle2 } from 'lucide-react'
import { TextSection } from '../../shared/components/TextSection'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { MissionPage } from '../../shared/schemas/api'

/** The vision and the list of what it means in practice. */
export function VisionSection({ page }: { page: MissionPage }) {
  const { t, lang } = useI18n()
  const html = localText(page.visionContent, lang)
  const { value: items = [], lang: itemsLang } = localizeIn(page.visionItems, lang)
  if (!html.text && items.length === 0) return null
  return (
    <TextSection
      id="mission-vision"
      title={textOr(localText(page.visionTitle, lang), t('mission.vision'))}
      html={html}
      tinted
    >
      {items.length > 0 ? (
        <ul lang={itemsLang} className="mt-8 grid gap-4 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
              <CheckCircle2 aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-emerald-700" />
              <span className="text-slate-800">{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </TextSection>
  )
}
