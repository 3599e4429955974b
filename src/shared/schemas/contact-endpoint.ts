import { z } from 'zod'

/** The contact form's fields, as the API names them (docs/behaviour.md#contact-post-rules). */
export const CONTACT_API_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactApiField = (typeof CONTACT_API_FIELDS)[number]

const maxLength = z.coerce.number().int().positive().optional().catch(undefined)

/**
 * `GET /api/contact/`, which a back-end with the contact endpoint answers (docs/behaviour.md#endpoints): the
 * build reads it to give the form a real action, and the inputs the back-end's longest values so the browser
 * stops the visitor there instead of the back-end refusing the post. A back-end without it answers 404: the
 * snapshot then holds the `absent` value of its declaration (endpoints.ts).
 */
export const contactEndpointSchema = z
  .object({
    max_length: z
      .object(
        Object.fromEntries(CONTACT_API_FIELDS.map((field) => [field, maxLength])) as Record<
          ContactApiField,
          typeof maxLength
        >,
      )
      .partial()
      .nullish(),
  })
  .transform((r) => ({
    offered: true,
    maxLength: Object.fromEntries(
      CONTACT_API_FIELDS.flatMap((field) => {
        const value = r.max_length?.[field]
        return value === undefined ? [] : [[field, value]]
      }),
    ) as Partial<Record<ContactApiField, number>>,
  }))

export type ContactEndpoint = z.output<typeof contactEndpointSchema>
