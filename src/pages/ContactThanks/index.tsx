import { CircleCheck } from 'lucide-react'
import { paths } from '../../shared/app/paths'
import { PageFrame } from '../../shared/components/PageFrame'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * Where the back-end sends a browser whose contact form it accepted without JavaScript
 * (docs/behaviour.md#contact): a 303 after the post, so a reload sends nothing again. Kept out of search.
 */
export function Component() {
  const { t, to } = useI18n()
  return (
    <PageFrame id="contactThanks" noindex>
      <div className="container max-w-3xl py-12">
        <p className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-lg text-emerald-900">
          <CircleCheck aria-hidden="true" size={24} className="mt-1 shrink-0" />
          {t('contact.thanks.text')}
        </p>
        <p className="mt-8 flex flex-wrap gap-3">
          <a href={to(paths.home())} className="btn-primary">
            {t('contact.thanks.home')}
          </a>
          <a href={to(paths.newsList())} className="btn-outline">
            {t('contact.thanks.news')}
          </a>
        </p>
      </div>
    </PageFrame>
  )
}
