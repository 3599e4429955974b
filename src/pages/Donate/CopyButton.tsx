import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useI18n } from '../../i18n/I18nProvider'
import { useIsClient } from '../../islands/useIsClient'

const CONFIRMATION_MS = 2500

/**
 * Copies a code to the clipboard and says so for a moment; a refused clipboard is only logged
 * (docs/behaviour.md#donation). Prerendered hidden: it shows once hydrated in a browser that has the
 * Clipboard API, so a visitor without JavaScript meets no dead button (the code is plain text to select).
 */
export function CopyButton({ value }: { value: string }) {
  const { t } = useI18n()
  const [copied, setCopied] = useState(false)
  const canCopy = useIsClient() && 'clipboard' in navigator

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch (error) {
      console.warn('The code could not be copied to the clipboard.', error)
    }
  }

  return (
    <>
      <button
        type="button"
        hidden={!canCopy}
        onClick={() => void copy()}
        // No display class while hidden: it would override the attribute.
        className={`focus-ring ${canCopy ? 'inline-flex' : ''} items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold transition-colors motion-reduce:transition-none ${
          copied
            ? 'border-emerald-700 bg-emerald-700 text-white'
            : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700'
        }`}
      >
        {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        {copied ? t('donate.copied') : t('donate.copy')}
        <span className="sr-only"> ({value})</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? t('donate.copiedValue', { value }) : ''}
      </span>
    </>
  )
}
