import type fr from '../fr/donate'

export default {
  'donate.engagement.title': 'Your gift, a concrete action',
  'donate.engagement.text':
    'Your gift pays directly for clean water, local health care and hygiene for the families we work with. Further down: what each amount makes possible, and how to give today.',
  'donate.engagement.use':
    'Every gift goes to our joint fund, which pays for boreholes, local health care and projects decided with the communities. Our accounts are audited and published every year.',
  'donate.fund': 'Thanks to your gifts, our joint fund finances our {count} current projects.',
  'donate.stats.title': 'Our work in figures',

  'donate.ways.title': 'Choose how to give',
  'donate.ways.bank': 'Bank transfer',

  'donate.amounts.title': 'What your gift makes possible',
  'donate.amounts.intro': 'You choose the amount yourself, on your phone or with your bank. A few examples:',
  'donate.amounts.amount': '{amount} FCFA',

  'donate.mobile.title': 'Give by mobile money',
  'donate.mobile.intro':
    'From your phone, in a few minutes, with the AHB merchant code. The confirmation text message is your receipt.',
  'donate.mobile.ussd': 'Code to dial',
  'donate.mobile.merchant': 'Merchant code',
  'donate.mobile.dial': 'open in the dialler',
  'donate.mobile.dialHint': 'On Android, tap the code to open it in the dialler; otherwise, copy it.',
  'donate.mobile.steps': 'Steps',
  'donate.copy': 'Copy',
  'donate.copied': 'Copied!',
  'donate.copiedValue': '{value} was copied to the clipboard.',

  'donate.warning.title': 'Beware of fraud',
  'donate.warning.text':
    'AHB will never ask for your bank details, your PIN or your card code by phone or text message. If in doubt, contact us directly.',

  'donate.bank.title': 'Give by bank transfer',
  'donate.bank.intro':
    'From abroad or from your bank in Benin, make a transfer to the association’s account with the details below.',
  'donate.bank.accountHolder': 'Account holder',
  'donate.bank.bank': 'Bank',
  'donate.bank.iban': 'IBAN',
  'donate.bank.rib': 'RIB (from a bank in the UEMOA zone)',
  'donate.bank.bic': 'BIC (SWIFT)',
  'donate.bank.reference': 'Reference to quote',
  'donate.bank.referenceHint':
    'Write this reference followed by your name: we will know the transfer is a gift.',
  'donate.bank.receipt': 'For a receipt, write to us after your transfer:',

  'donate.card.title': 'Give by bank card',
  'donate.card.soon': 'Online card payment opens soon.',
  'donate.card.soonText':
    'Our site will never ask for your card number: you will type it on the secure page of a payment provider. Meanwhile, you can give today:',
  'donate.card.toMobile': 'By mobile money',
  'donate.card.toBank': 'By bank transfer',
  'donate.card.hosted': 'You type your card on the secure payment page of {provider}, never on our site.',
  'donate.card.checkout': 'Give by card with {provider}',
  'donate.card.external': '{provider} site',

  'donate.share.text': 'Tell the people around you about our appeal.',
  'donate.share.whatsapp': 'Share on WhatsApp',
  'donate.share.message': 'Support the Association Humanitaire du Bénin: make a gift',
} satisfies Record<keyof typeof fr, string>
