import { useI18n } from '../i18n/I18nProvider'
import type { PageTextsId } from '../i18n/text-keys'
import { localText } from '../i18n/localize'
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
  const apiTitle = localText(page?.heroTitle, lang)
  // The API often repeats the page's name as its hero title: shown once, as the h1.
  const heroTitle = apiTitle.text.trim().toLowerCase() === title.trim().toLowerCase() ? null : apiTitle
  const heroSubtitle = localText(page?.heroSubtitle, lang)
  return (
    <>
      <PageMeta title={title} description={t(`page.${id}.description`)} />
      <PageHero
        title={title}
        subtitle={heroTitle?.text || heroSubtitle.text ? undefined : t(`page.${id}.subtitle`)}
      >
        {heroTitle?.text ? (
          <p lang={heroTitle.lang} className="max-w-4xl text-xl font-semibold text-white sm:text-2xl">
            {heroTitle.text}
          </p>
        ) : null}
        {heroSubtitle.text ? (
          <p lang={heroSubtitle.lang} className="max-w-3xl text-lg text-white/90">
            {heroSubtitle.text}
          </p>
        ) : null}
      </PageHero>
    </>
  )
}
