/**
 * Texts of the donation page: engagement, suggested amounts, mobile money, safety warning, bank transfer, card
 * payment.
 */
export default {
  'donate.engagement.title': 'Votre don, une action concrète',
  'donate.engagement.text':
    "Votre don finance directement l'eau potable, les soins de proximité et l'hygiène des familles avec qui nous travaillons. Plus bas : ce que permet chaque montant, et comment donner dès aujourd'hui.",
  'donate.engagement.use':
    'Chaque don rejoint notre fonds commun, qui finance les forages, les soins de proximité et les projets décidés avec les communautés. Nos comptes sont certifiés et publiés chaque année.',
  'donate.fund': 'Grâce à vos dons, notre fonds commun finance nos {count} projets en cours.',
  'donate.stats.title': 'Nos actions en chiffres',

  'donate.ways.title': 'Choisissez comment donner',
  'donate.ways.bank': 'Virement bancaire',

  'donate.amounts.title': 'Ce que permet votre don',
  'donate.amounts.intro':
    'Vous choisissez vous-même le montant, sur votre téléphone ou auprès de votre banque. Quelques exemples :',
  'donate.amounts.amount': '{amount} FCFA',

  'donate.mobile.title': 'Donner par Mobile Money',
  'donate.mobile.intro':
    'Depuis votre téléphone, en quelques minutes, avec le code marchand de l’AHB. Le SMS de confirmation vous sert de reçu.',
  'donate.mobile.ussd': 'Code à composer',
  'donate.mobile.merchant': 'Code marchand',
  'donate.mobile.dial': 'ouvrir dans le composeur',
  'donate.mobile.dialHint':
    "Sur Android, touchez le code pour l'ouvrir dans le composeur ; sinon, copiez-le.",
  'donate.mobile.steps': 'Étapes',
  'donate.copy': 'Copier',
  'donate.copied': 'Copié !',
  'donate.copiedValue': '{value} a été copié dans le presse-papiers.',

  'donate.warning.title': 'Attention aux fraudes',
  'donate.warning.text':
    "L'AHB ne vous demandera jamais vos coordonnées bancaires, votre code secret ou le code de votre carte par téléphone ou par SMS. En cas de doute, contactez-nous directement.",

  'donate.bank.title': 'Donner par virement bancaire',
  'donate.bank.intro':
    "Depuis l'étranger ou depuis votre banque au Bénin, faites un virement sur le compte de l'association avec les coordonnées ci-dessous.",
  'donate.bank.accountHolder': 'Titulaire du compte',
  'donate.bank.bank': 'Banque',
  'donate.bank.iban': 'IBAN',
  'donate.bank.rib': 'RIB (depuis une banque de la zone UEMOA)',
  'donate.bank.bic': 'BIC (SWIFT)',
  'donate.bank.reference': 'Motif à indiquer',
  'donate.bank.referenceHint':
    'Écrivez ce motif suivi de votre nom : nous saurons que le virement est un don.',
  'donate.bank.receipt': 'Pour recevoir un reçu, écrivez-nous après votre virement :',

  'donate.card.title': 'Don par carte bancaire',
  'donate.card.soon': 'Le paiement en ligne par carte ouvre bientôt.',
  'donate.card.soonText':
    "Notre site ne vous demandera jamais votre numéro de carte : vous le saisirez sur la page sécurisée d'un prestataire de paiement. En attendant, vous pouvez donner dès aujourd'hui :",
  'donate.card.toMobile': 'Par Mobile Money',
  'donate.card.toBank': 'Par virement bancaire',
  'donate.card.hosted':
    'Vous saisissez votre carte sur la page de paiement sécurisée de {provider}, jamais sur notre site.',
  'donate.card.checkout': 'Donner par carte avec {provider}',
  'donate.card.external': 'site de {provider}',

  'donate.share.text': 'Faites connaître notre collecte autour de vous.',
  'donate.share.whatsapp': 'Partager sur WhatsApp',
  'donate.share.message': "Soutenez l'Association Humanitaire du Bénin : faites un don",
}
