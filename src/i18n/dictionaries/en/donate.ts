import type fr from '../fr/donate'

export default {
  'donate.engagement.title': 'Your gift, a concrete action',
  'donate.engagement.text':
    'With 5,000 FCFA, a family receives a water treatment kit for three months. With 25,000 FCFA, a community health worker is equipped to follow the children of a whole neighbourhood.',
  'donate.engagement.use':
    'Every gift goes to our joint fund, which pays for boreholes, local health care and projects decided with the communities. Our accounts are audited and published every year.',
  'donate.fund': 'Our joint fund has already financed {count} projects thanks to your gifts.',
  'donate.stats.title': 'Our work in figures',

  'donate.form.title': 'Give by bank card',
  'donate.form.privacy': 'Your card details never leave this page: they are neither sent nor stored.',
  'donate.form.presets': 'Choose an amount',
  'donate.form.presetAmount': '{amount} FCFA',
  'donate.form.amount': 'Amount of your gift (FCFA)',
  'donate.form.amountHint': 'At least 100 FCFA.',
  'donate.form.cardNumber': 'Card number',
  'donate.form.cardNumberHint': '13 to 19 digits, spaces allowed.',
  'donate.form.expiry': 'Expiry date',
  'donate.form.expiryHint': 'As MM/YY.',
  'donate.form.expiryPlaceholder': 'MM/YY',
  'donate.form.cvv': 'Security code (CVV)',
  'donate.form.cvvHint': 'The 3 digits on the back of the card.',
  'donate.form.soon': 'Online card payment opens soon.',
  'donate.form.soonText':
    'This form already checks what you type but sends nothing. To give today, use mobile money.',
  'donate.form.soonLink': 'See the mobile money codes',
  'donate.form.submit': 'Confirm my gift',

  'donate.error.cardNumber.required': 'Enter your card number.',
  'donate.error.cardNumber.format': 'The card number must have 13 to 19 digits (spaces are allowed).',
  'donate.error.expiry.required': 'Enter the expiry date of the card.',
  'donate.error.expiry.format': 'Write the expiry date as MM/YY, for example 08/27.',
  'donate.error.expiry.month': 'The month must be between 01 and 12.',
  'donate.error.cvv.required': 'Enter the security code (CVV).',
  'donate.error.cvv.format': 'The security code has exactly 3 digits.',
  'donate.error.amount.required': 'Enter the amount of your gift.',
  'donate.error.amount.format': 'Enter the amount in whole numbers.',
  'donate.error.amount.min': 'The minimum gift is 100 FCFA.',

  'donate.outcome.title': 'Thank you for your generosity!',
  'donate.outcome.text':
    'Online card payment is not open yet: none of your card details were sent or kept. To make your gift of {amount} FCFA right now, use mobile money (MTN, Moov or Orange) with the steps above.',
  'donate.outcome.link': 'See the mobile money steps',

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

  'donate.share.text': 'Tell the people around you about our appeal.',
  'donate.share.whatsapp': 'Share on WhatsApp',
  'donate.share.message': 'Support the Association Humanitaire du Bénin: make a gift',
} satisfies Record<keyof typeof fr, string>
