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
  'contact.error.message.short': 'Votre message est trop court : 10 caractères au moins.',
  'contact.error.server': 'Le serveur a refusé ce champ : vérifiez-le.',
  'contact.form.submit': 'Envoyer le message',
  'contact.form.sending': 'Envoi…',
  'contact.form.website': 'Site web (laissez vide)',
  'contact.form.mailtoLink': 'Envoyer par e-mail à {email}',
  // The form with the back-end's endpoint (docs/behaviour.md#contact).
  'contact.send.sentTitle': 'Votre message est envoyé.',
  'contact.send.sentText': 'Il nous est bien parvenu. Nous répondons en général sous deux jours ouvrés.',
  'contact.send.failed': "Votre message n'a pas été envoyé : le serveur a rencontré une erreur.",
  'contact.send.unreachable':
    "Votre message n'a pas été envoyé : le serveur ne répond pas (connexion coupée ou trop lente).",
  'contact.send.rateLimited':
    "Votre message n'a pas été envoyé : trop de messages sont partis de votre connexion. Réessayez dans une minute.",
  'contact.send.refused': "Votre message n'a pas été envoyé : corrigez les champs signalés.",
  'contact.send.kept':
    'Ce que vous avez écrit est conservé dans le formulaire. Réessayez, ou envoyez-le-nous autrement :',
  // The form without the endpoint: "write to us" (docs/behaviour.md#contact-by-e-mail).
  'contact.write.intro':
    "Ce site ne transmet pas encore les messages lui-même. Écrivez-nous par e-mail ou sur WhatsApp : c'est vous qui envoyez, depuis votre messagerie.",
  'contact.write.compose':
    "Vous pouvez aussi préparer votre message ci-dessous : il sera déjà rédigé dans votre messagerie, qu'il vous restera à envoyer.",
  'contact.write.submit': 'Préparer mon message',
  'contact.write.readyTitle': "Votre message est prêt, mais il n'est pas encore envoyé.",
  'contact.write.readyText':
    'Choisissez comment nous l’envoyer ; votre messagerie s’ouvre avec le texte déjà écrit :',
  'contact.write.noChannel': 'Appelez-nous ou passez nous voir : nos coordonnées sont sur cette page.',
  'contact.write.whatsapp': 'Écrire sur WhatsApp au {number}',
  'contact.write.greeting': 'Bonjour AHB,',
  // The thank-you page after a post without JavaScript.
  'contact.thanks.text':
    'Votre message nous est bien parvenu. Nous répondons en général sous deux jours ouvrés, à l’adresse e-mail que vous avez indiquée.',
  'contact.thanks.home': "Retour à l'accueil",
  'contact.thanks.news': 'Lire nos actualités',
  // The privacy page's contact block (docs/behaviour.md#privacy-page).
  'privacy.contactTitle': 'Pour toute demande sur vos données',
  'privacy.contactText': 'Écrivez-nous ou appelez-nous ; nous répondons sous un mois au plus.',
}
