import { Check, Copy } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { scriptIslandAttributes } from '../../node/islands/IslandPrerender'
import copyButton from './CopyButton.island'
import { COPY_ATTR, COPY_READY_LOOK } from './copy-markup'

/**
 * A code's copy button, as tall as a fingertip (44 px), prerendered hidden with both of its states: a small plain script
 * (copy-controller.ts) shows it in a browser that has the Clipboard API and runs it, so the page fetches no
 * framework for it, and a visitor without JavaScript meets no dead button (the code is plain text to select).
 */
export function CopyButton({ value }: { value: string }) {
  const { t } = useI18n()
  const when = (state: 'ready' | 'copied') => ({ [COPY_ATTR.when]: state, hidden: state === 'copied' })
  return (
    // display: contents keeps the button and its live region out of the row's flex layout.
    <span className="contents">
      <button
        type="button"
        hidden
        {...{ [COPY_ATTR.root]: value, [COPY_ATTR.announce]: t('donate.copiedValue', { value }) }}
        {...scriptIslandAttributes(copyButton)}
        className={`focus-ring inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-4 py-1 text-sm font-semibold transition-colors motion-reduce:transition-none ${COPY_READY_LOOK.join(' ')}`}
      >
        {/* Each state's icon and name in one span: `hidden` is not valid on an <svg>. */}
        <span {...when('ready')} className="inline-flex items-center gap-1">
          <Copy aria-hidden="true" size={16} className="shrink-0" />
          {t('donate.copy')}
        </span>
        <span {...when('copied')} className="inline-flex items-center gap-1">
          <Check aria-hidden="true" size={16} className="shrink-0" />
          {t('donate.copied')}
        </span>
        <span className="sr-only"> ({value})</span>
      </button>
      <span role="status" className="sr-only" {...{ [COPY_ATTR.status]: '' }} />
    </span>
  )
}
