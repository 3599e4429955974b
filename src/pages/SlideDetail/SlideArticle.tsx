import { ArrowRight } from 'lucide-react'
import { paths } from '../../shared/app/paths'
import { FrenchOnlyNotice } from '../../shared/components/FrenchOnlyNotice'
import { PageHero } from '../../shared/components/PageHero'
import { PageMeta } from '../../shared/components/PageMeta'
import { RichText } from '../../shared/components/RichText'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import { SupportCard } from '../../shared/components/SupportCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localText, textOr } from '../../shared/i18n/localize'
import { EXCERPT_LENGTHS, htmlExcerpt } from '../../shared/lib/html/text'
import type { HeroSlide } from '../../shared/schemas/api'

/** docs/behaviour.md#images: a slide image that fails falls back to the first slide's picture. */

/**
 * The slide (docs/behaviour.md#hero-slide): what it is (a presentation from the home page's slideshow), its
 * title, image and description, then a link to the theme page it presents (docs/behaviour.md#themes), or to all of
 * them. No record dates: they are the back-end's bookkeeping, not news for a reader.
 */
export function SlideArticle({ slide, themeSlug }: { slide: HeroSlide; themeSlug: string | null }) {
  const { t, lang, to } = useI18n()
  const title = textOr(localText(slide.title, lang), t('page.slide.title'))
  const description = localText(slide.description, lang)
  return (
    <>
      <PageMeta
        title={title.text}
        description={htmlExcerpt(description.text, EXCERPT_LENGTHS.articleSummary)}
      />
      <PageHero title={title} trail={[{ label: t('nav.actions') }, { label: title }]}>
        <p className="text-white/90">{t('static.slide.kind')}</p>
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
          <p className="mt-10 border-t border-slate-200 pt-6">
            <a
              href={to(themeSlug ? paths.theme(themeSlug) : paths.projects())}
              className="focus-ring inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t(themeSlug ? 'static.slide.themeLink' : 'static.slide.allThemesLink')}
              <ArrowRight aria-hidden="true" size={18} />
            </a>
          </p>
        </article>
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <SupportCard title={t('static.slide.supportTitle')} text={t('static.slide.supportText')} />
        </aside>
      </div>
    </>
  )
}
