/** Texts of the donation page: engagement, card form and its messages, mobile money, safety warning. */
export default {
  'donate.engagement.title': 'Votre don, une action concrète',
  'donate.engagement.text':
    "Avec 5 000 FCFA, une famille reçoit un kit de traitement de l'eau pour trois mois. Avec 25 000 FCFA, un relais communautaire est équipé pour suivre les enfants de tout un quartier.",
  'donate.engagement.use':
    'Chaque don rejoint notre fonds commun, qui finance les forages, les soins de proximité et les projets décidés avec les communautés. Nos comptes sont certifiés et publiés chaque année.',
  'donate.fund': 'Notre fonds commun a déjà financé {count} projets grâce à vos dons.',
  'donate.stats.title': 'Nos actions en chiffres',

  'donate.form.title': 'Don par carte bancaire',
  'donate.form.privacy':
    'Les données de votre carte ne quittent jamais cette page : elles ne sont ni envoyées ni enregistrées.',
  'donate.form.presets': 'Choisissez un montant',
  'donate.form.presetAmount': '{amount} FCFA',
  'donate.form.amount': 'Montant du don (FCFA)',
  'donate.form.amountHint': 'Au moins 100 FCFA.',
  'donate.form.cardNumber': 'Numéro de carte',
  'donate.form.cardNumberHint': 'De 13 à 19 chiffres, espaces acceptés.',
  'donate.form.expiry': "Date d'expiration",
  'donate.form.expiryHint': 'Au format MM/AA.',
  'donate.form.expiryPlaceholder': 'MM/AA',
  'donate.form.cvv': 'Code de sécurité (CVV)',
  'donate.form.cvvHint': 'Les 3 chiffres au dos de la carte.',
  'donate.form.soon': 'Le paiement en ligne par carte ouvre bientôt.',
  'donate.form.soonText':
    "Ce formulaire vérifie déjà votre saisie mais n'envoie rien. Pour donner dès aujourd'hui, utilisez le Mobile Money.",
  'donate.form.soonLink': 'Voir les codes Mobile Money',
  'donate.form.submit': 'Valider mon don',

  'donate.error.cardNumber.required': 'Saisissez le numéro de votre carte.',
  'donate.error.cardNumber.format':
    'Le numéro de carte doit comporter de 13 à 19 chiffres (les espaces sont acceptés).',
  'donate.error.expiry.required': "Saisissez la date d'expiration de la carte.",
  'donate.error.expiry.format': "La date d'expiration s'écrit MM/AA, par exemple 08/27.",
  'donate.error.expiry.month': 'Le mois doit être compris entre 01 et 12.',
  'donate.error.cvv.required': 'Saisissez le code de sécurité (CVV).',
  'donate.error.cvv.format': 'Le code de sécurité comporte exactement 3 chiffres.',
  'donate.error.amount.required': 'Indiquez le montant de votre don.',
  'donate.error.amount.format': 'Saisissez un montant en chiffres, sans centimes.',
  'donate.error.amount.min': 'Le don minimum est de 100 FCFA.',

  'donate.outcome.title': 'Merci pour votre générosité !',
  'donate.outcome.text':
    "Le paiement en ligne par carte n'est pas encore ouvert : aucune donnée de votre carte n'a été transmise ni conservée. Pour faire dès maintenant votre don de {amount} FCFA, utilisez le Mobile Money (MTN, Moov ou Orange) en suivant les étapes ci-dessus.",
  'donate.outcome.link': 'Voir les instructions Mobile Money',

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

  'donate.share.text': 'Faites connaître notre collecte autour de vous.',
  'donate.share.whatsapp': 'Partager sur WhatsApp',
  'donate.share.message': "Soutenez l'Association Humanitaire du Bénin : faites un don",
}
