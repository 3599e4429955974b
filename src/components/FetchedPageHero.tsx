import { useI18n } from '../i18n/I18nProvider'
import type { PageTextsId } from '../i18n/text-keys'
import { text } from '../i18n/localize'
import type { Localized } from '../schemas/localized'
import { PageHero } from './PageHero'
import { PageMeta } from './PageMeta'

/**
 * Meta tags and hero of a page whose texts come from the API (about, mission, history). The h1 is the page's
 * name from the dictionary, so it is there in every state; the API's hero title and subtitle join it once
 * the data is there.
 */
export function FetchedPageHero({
  id,
  page,
}: {
  /** The page's key in the dictionary: `page.<id>.title|subtitle|description`. */
  id: PageTextsId
  page: { heroTitle: Localized; heroSubtitle: Localized } | null | undefined
}) {
  const { t, lang } = useI18n()
  const title = t(`page.${id}.title`)
  const apiTitle = text(page?.heroTitle, lang)
  // The API often repeats the page's name as its hero title: shown once, as the h1.
  const heroTitle = apiTitle.trim().toLowerCase() === title.trim().toLowerCase() ? '' : apiTitle
  const heroSubtitle = text(page?.heroSubtitle, lang)
  return (
    <>
      <PageMeta title={title} description={t(`page.${id}.description`)} />
      <PageHero title={title} subtitle={heroTitle || heroSubtitle ? undefined : t(`page.${id}.subtitle`)}>
        {heroTitle ? (
          <p className="max-w-4xl text-xl font-semibold text-white sm:text-2xl">{heroTitle}</p>
        ) : null}
        {heroSubtitle ? <p className="max-w-3xl text-lg text-white/90">{heroSubtitle}</p> : null}
      </PageHero>
    </>
  )
}
