/** The h2 of a page block, with an optional lead line under it. */
export function SectionHeading({
  title,
  subtitle,
  id,
  centered = false,
}: {
  title: string
  subtitle?: string
  id?: string
  centered?: boolean
}) {
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-lg text-slate-600">{subtitle}</p> : null}
    </div>
  )
}
