import { ExternalLink, Mail } from 'lucide-react'
import { RichText } from '../../shared/components/RichText'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { FALLBACK_BOX_ATTR, HIDE } from '../../browser/page-script/image-fallback'
import { avatarColour, initialsOf } from '../../shared/lib/initials'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localText } from '../../shared/i18n/localize'
import type { TeamMember } from '../../shared/schemas/api'

/** A figure drawn on the colour the name picks, its initials on the chest. */
function NoPhotoPortrait({ name }: { name: string }) {
  const colour = avatarColour(name)
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="absolute inset-0 h-full w-full"
      style={{ backgroundColor: colour }}
    >
      <circle cx="200" cy="170" r="118" fill="#fff" fillOpacity="0.16" />
      <circle cx="200" cy="150" r="62" fill="#fff" fillOpacity="0.5" />
      <path d="M62 400c0-86 62-150 138-150s138 64 138 150z" fill="#fff" fillOpacity="0.5" />
      <text
        x="200"
        y="345"
        textAnchor="middle"
        fill={colour}
        fontSize="56"
        fontWeight="800"
        fontFamily="inherit"
        letterSpacing="2"
      >
        {initialsOf(name)}
      </text>
    </svg>
  )
}

/** One member: photo, name, position, sanitized bio, and LinkedIn and e-mail links when they exist. */
export function MemberCard({ member }: { member: TeamMember }) {
  const { t, lang } = useI18n()
  // A name is the same in every language: it carries none of its own.
  const name = localText(member.name, lang).text
  const position = localText(member.position, lang)
  const bio = localText(member.bio, lang)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* A drawn portrait in the photos' style (a figure on a coloured ground, under a halo), with the
          initials, stands behind the photo: shown when there is none, or when it fails and is hidden
          (src/browser/page-script/image-fallback.ts), so a member without a photo does not look like a placeholder
          (docs/behaviour.md#team). */}
      <div className="relative aspect-square w-full">
        <NoPhotoPortrait name={name} />
        {member.image ? (
          <SmartImage
            image={member.image}
            fallback={HIDE}
            {...{ [FALLBACK_BOX_ATTR]: 'img' }}
            sizes={IMAGE_SIZES.cardGrid}
            alt={t('team.photoAlt', { name })}
            width={400}
            height={400}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-slate-900">{name}</h3>
        {position.text ? (
          <p lang={position.lang} className="mt-1 font-semibold text-brand-700">
            {position.text}
          </p>
        ) : null}
        {bio.text ? <RichText html={bio} className="prose-sm mt-3 flex-1" /> : null}
        {member.linkedin || member.email ? (
          <ul className="mt-4 flex flex-wrap gap-3 border-t border-slate-100 pt-4 text-sm">
            {member.linkedin ? (
              <li>
                <a
                  href={member.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring tap-target gap-1 rounded font-semibold text-brand-700 hover:underline"
                >
                  <ExternalLink aria-hidden="true" size={16} />
                  {t('team.linkedin')}
                  <span className="sr-only">
                    {' '}
                    {t('team.linkedinOf', { name })} {t('a11y.opensInNewTab')}
                  </span>
                </a>
              </li>
            ) : null}
            {member.email ? (
              <li>
                <a
                  href={`mailto:${member.email}`}
                  className="focus-ring tap-target gap-1 break-all rounded font-semibold text-brand-700 hover:underline"
                >
                  <Mail aria-hidden="true" size={16} />
                  {member.email}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
