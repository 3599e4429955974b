import { CalendarDays } from 'lucide-react'
import { FrenchOnlyNotice } from '../../components/FrenchOnlyNotice'
import { PageHero } from '../../components/PageHero'
import { PageMeta } from '../../components/PageMeta'
import { RichText } from '../../components/RichText'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { FALLBACK_IMAGES } from '../../components/fallback-images'
import { SupportCard } from '../../components/SupportCard'
import { useI18n } from '../../i18n/I18nProvider'
import { localText, textOr } from '../../i18n/localize'
import { formatDate } from '../../lib/dates'
import { EXCERPT_LENGTHS, htmlExcerpt } from '../../lib/html/text'
import type { HeroSlide } from '../../schemas/api'

/** docs/behaviour.md#images: a slide image that fails falls back to the first slide's picture. */

/** The slide: title and created date, its image when it has one, the description, created and updated dates. */
export function SlideArticle({ slide }: { slide: HeroSlide }) {
  const { t, lang } = useI18n()
  const title = textOr(localText(slide.title, lang), t('page.slide.title'))
  const description = localText(slide.description, lang)
  const created = formatDate(slide.createdAt, lang)
  const updated = formatDate(slide.updatedAt, lang)
  return (
    <>
      <PageMeta
        title={title.text}
        description={htmlExcerpt(description.text, EXCERPT_LENGTHS.articleSummary)}
      />
      <PageHero title={title} trail={[{ label: t('nav.actions') }, { label: title }]}>
        {created ? (
          <p className="flex items-center gap-2 text-white/90">
            <CalendarDays aria-hidden="true" size={18} />
            {t('static.slide.created', { date: created })}
          </p>
        ) : null}
      </PageHero>
      <div className="container grid gap-10 py-12 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2">
          <FrenchOnlyNotice main={description} kind="page" />
          {slide.image ? (
            <SmartImage
              image={slide.image}
              fallback={FALLBACK_IMAGES.slide}
              sizes={IMAGE_SIZES.mainColumn}
              alt=""
              width={1600}
              height={900}
              priority
              className="mb-8 h-auto w-full rounded-2xl bg-slate-100 shadow-sm"
            />
          ) : null}
          {description.text ? <RichText html={description} className="text-lg" /> : null}
          {created || updated ? (
            <dl className="mt-10 flex flex-wrap gap-x-8 gap-y-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
              {created ? (
                <div className="flex gap-1">
                  <dt className="font-semibold">{t('static.slide.createdLabel')}</dt>
                  <dd>{created}</dd>
                </div>
              ) : null}
              {updated ? (
                <div className="flex gap-1">
                  <dt className="font-semibold">{t('static.slide.updatedLabel')}</dt>
                  <dd>{updated}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </article>
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <SupportCard title={t('static.slide.supportTitle')} text={t('static.slide.supportText')} />
        </aside>
      </div>
    </>
  )
}
