/** Texts of the contact page and of the contact details shown on other pages. */
export default {
  'contactInfo.phone': 'Téléphone',
  'contactInfo.email': 'E-mail',
  'contactInfo.city': 'Ville',

  'contact.detailsTitle': 'Nos coordonnées',
  'contact.address': 'Adresse',
  'contact.hours': "Horaires d'ouverture",
  'contact.hoursLine': '{days} : {range}',
  'contact.map.title': 'Nous trouver à {city}',
  'contact.map.frameTitle': "Carte : le siège de l'AHB à {city}",
  'contact.map.consent':
    "La carte est fournie par OpenStreetMap. Elle ne se charge que si vous le demandez : aucune donnée n'est transmise au site de cartographie avant.",
  'contact.map.show': 'Afficher la carte',
  'contact.map.open': 'Ouvrir la carte sur OpenStreetMap',

  'contact.form.title': 'Écrivez-nous',
  'contact.form.intro':
    'Tous les champs sont obligatoires. Nous répondons en général sous deux jours ouvrés.',
  'contact.form.name': 'Nom complet',
  'contact.form.email': 'Adresse e-mail',
  'contact.form.subject': 'Sujet',
  'contact.form.message': 'Message',
  'contact.form.required': 'Les quatre champs doivent être remplis.',
  'contact.error.name.required': 'Indiquez votre nom.',
  'contact.error.email.required': 'Indiquez votre adresse e-mail, pour que nous puissions vous répondre.',
  'contact.error.subject.required': 'Indiquez le sujet de votre message.',
  'contact.error.message.required': 'Écrivez votre message.',
  'contact.form.submit': 'Envoyer le message',
  'contact.form.alert': 'Formulaire envoyé avec succès !',
  'contact.form.doneTitle': 'Merci pour votre message.',
  'contact.form.doneMailto':
    "Ce formulaire ne transmet pas encore les messages automatiquement. Pour qu'il nous parvienne à coup sûr, envoyez-le par e-mail : votre messagerie s'ouvrira avec votre message déjà rédigé.",
  'contact.form.doneNoMail':
    'Ce formulaire ne transmet pas encore les messages automatiquement : écrivez-nous par e-mail ou appelez-nous.',
  'contact.form.mailtoLink': 'Envoyer par e-mail à {email}',
}
