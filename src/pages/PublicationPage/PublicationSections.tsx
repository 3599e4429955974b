import { Icon } from '../../shared/components/Icon'
import type { PublicationSection } from '../../shared/schemas/content'

function sectionId(index: number): string {
  return `publication-section-${index + 1}`
}

/** The sections of a publication: each with its items, and the items with their bullet sub-items. */
export function PublicationSections({ sections }: { sections: readonly PublicationSection[] }) {
  return (
    <div className="mt-10 space-y-10">
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={sectionId(index)}>
          <h2 id={sectionId(index)} className="flex items-center gap-3 text-2xl font-bold text-slate-900">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon name={section.icon} size={22} />
            </span>
            {section.title}
          </h2>
          {section.description ? <p className="mt-2 text-slate-700">{section.description}</p> : null}
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {section.items.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="flex items-start gap-2 font-bold text-slate-900">
                  {item.icon ? (
                    <Icon name={item.icon} size={20} className="mt-0.5 shrink-0 text-brand-700" />
                  ) : null}
                  {item.title}
                </h3>
                {item.description ? <p className="mt-2 text-slate-700">{item.description}</p> : null}
                {item.subItems ? (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-700">
                    {item.subItems.map((subItem) => (
                      <li key={subItem}>{subItem}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
