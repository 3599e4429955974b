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
  'contact.error.message.short': 'Your message is too short: 10 characters at least.',
  'contact.error.server': 'The server refused this field: please check it.',
  'contact.form.submit': 'Send the message',
  'contact.form.sending': 'Sending…',
  'contact.form.website': 'Website (leave empty)',
  'contact.form.mailtoLink': 'Send by e-mail to {email}',
  // The form with the back-end's endpoint (docs/behaviour.md#contact).
  'contact.send.sentTitle': 'Your message has been sent.',
  'contact.send.sentText': 'It has reached us. We usually reply within two working days.',
  'contact.send.failed': 'Your message was not sent: the server ran into an error.',
  'contact.send.unreachable':
    'Your message was not sent: the server does not answer (no connection, or too slow).',
  'contact.send.rateLimited':
    'Your message was not sent: too many messages have left from your connection. Try again in a minute.',
  'contact.send.refused': 'Your message was not sent: please correct the fields marked.',
  'contact.send.kept': 'What you wrote is still in the form. Try again, or send it to us another way:',
  // The form without the endpoint: "write to us" (docs/behaviour.md#contact-by-e-mail).
  'contact.write.intro':
    'This site does not pass messages on by itself yet. Write to us by e-mail or on WhatsApp: you send it, from your own app.',
  'contact.write.compose':
    'You can also prepare your message below: it will be written out in your app, ready for you to send.',
  'contact.write.submit': 'Prepare my message',
  'contact.write.readyTitle': 'Your message is ready, but it has not been sent yet.',
  'contact.write.readyText': 'Choose how to send it to us; your app opens with the text already written:',
  'contact.write.noChannel': 'Call us or come and see us: our details are on this page.',
  'contact.write.whatsapp': 'Write on WhatsApp to {number}',
  'contact.write.greeting': 'Hello AHB,',
  // The thank-you page after a post without JavaScript.
  'contact.thanks.text':
    'Your message has reached us. We usually reply within two working days, to the e-mail address you gave.',
  'contact.thanks.home': 'Back to the home page',
  'contact.thanks.news': 'Read our news',
  // The privacy page's contact block (docs/behaviour.md#privacy-page).
  'privacy.contactTitle': 'For any request about your data',
  'privacy.contactText': 'Write to us or call us; we answer within one month at most.',
} satisfies Record<keyof typeof fr, string>
