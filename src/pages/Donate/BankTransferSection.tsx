import { Landmark } from 'lucide-react'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { compactIban, groupedIban, inTwoHalves, uemoaRib } from '../../shared/lib/iban'
import type { BankTransfer } from '../../shared/schemas/content'
import { CodeRow } from './CodeRow'

/**
 * The organisation's account for a gift by bank transfer, which donors abroad need
 * (docs/behaviour.md#bank-transfer): each detail with its copy button, the IBAN shown in groups of four (that
 * break at most once, in the middle) and copied whole, and the RIB that a bank of the West African monetary union asks for. The holder's and the
 * bank's names are written as the bank writes them, in French.
 */
export function BankTransferSection({ account, email }: { account: BankTransfer; email: string }) {
  const { t } = useI18n()
  const rib = uemoaRib(account.iban)
  return (
    <section id="bank-transfer" aria-labelledby="donate-bank" className="scroll-mt-28">
      <div className="flex items-start gap-3">
        <Landmark aria-hidden="true" size={28} className="mt-1 shrink-0 text-brand-700" />
        <SectionHeading id="donate-bank" title={t('donate.bank.title')} intro={t('donate.bank.intro')} />
      </div>
      <div className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <dl className="space-y-2">
          <CodeRow
            stacked
            label={t('donate.bank.accountHolder')}
            value={account.accountHolder}
            mono={false}
            lang="fr"
          />
          <CodeRow stacked label={t('donate.bank.bank')} value={account.bank} mono={false} lang="fr" />
          <CodeRow
            stacked
            label={t('donate.bank.iban')}
            value={compactIban(account.iban)}
            shown={inTwoHalves(groupedIban(account.iban))}
          />
          {rib ? <CodeRow stacked label={t('donate.bank.rib')} value={rib} shown={inTwoHalves(rib)} /> : null}
          <CodeRow stacked label={t('donate.bank.bic')} value={account.bic} />
          <CodeRow stacked label={t('donate.bank.reference')} value={account.reference} />
        </dl>
        <p className="mt-3 text-sm text-slate-700">{t('donate.bank.referenceHint')}</p>
        <p className="mt-3 text-slate-700">
          {t('donate.bank.receipt')}{' '}
          <a href={`mailto:${email}`} className="focus-ring rounded font-semibold text-brand-700 underline">
            {email}
          </a>
        </p>
      </div>
    </section>
  )
}
