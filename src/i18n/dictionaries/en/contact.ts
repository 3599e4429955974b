import type fr from '../fr/contact'

export default {
  'contactInfo.phone': 'Phone',
  'contactInfo.email': 'E-mail',
  'contactInfo.city': 'City',

  'contact.detailsTitle': 'How to reach us',
  'contact.address': 'Address',
  'contact.hours': 'Opening hours',
  'contact.hoursLine': '{days}: {range}',
  'contact.map.title': 'Find us in {city}',
  'contact.map.frameTitle': 'Map: the AHB office in {city}',
  'contact.map.consent':
    'The map is provided by OpenStreetMap. It loads only when you ask for it: nothing is sent to the map site before that.',
  'contact.map.show': 'Show the map',
  'contact.map.open': 'Open the map on OpenStreetMap',

  'contact.form.title': 'Write to us',
  'contact.form.intro': 'All fields are required. We usually reply within two working days.',
  'contact.form.name': 'Full name',
  'contact.form.email': 'E-mail address',
  'contact.form.subject': 'Subject',
  'contact.form.message': 'Message',
  'contact.form.required': 'All four fields must be filled in.',
  'contact.error.name.required': 'Enter your name.',
  'contact.error.email.required': 'Enter your e-mail address, so that we can reply.',
  'contact.error.subject.required': 'Enter the subject of your message.',
  'contact.error.message.required': 'Write your message.',
  'contact.form.submit': 'Send the message',
  'contact.form.alert': 'Form submitted successfully!',
  'contact.form.doneTitle': 'Thank you for your message.',
  'contact.form.doneMailto':
    'This form does not pass messages on automatically yet. To be sure your message reaches us, send it by e-mail: your mail app will open with your message already written.',
  'contact.form.doneNoMail':
    'This form does not pass messages on automatically yet: please write to us by e-mail or call us.',
  'contact.form.mailtoLink': 'Send by e-mail to {email}',
} satisfies Record<keyof typeof fr, string>
