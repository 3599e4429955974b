import { CircleCheck, TriangleAlert } from 'lucide-react'
import { useCallback, useState } from 'react'

export type NoticeTone = 'success' | 'error'

export interface Notice {
  text: string
  tone: NoticeTone
  /** Changes with every notice, so the same text said twice is announced twice. */
  id: number
}

/**
 * The messages the brief gave as alerts (comment sent or failed, link copied; docs/behaviour.md#messages): in a
 * live region on the page, where screen readers announce them and a second look finds them. Never a browser
 * dialog, which stops the page and, on a phone, hides what it is about.
 */
export function useNotice(): { notice: Notice | null; show: (text: string, tone: NoticeTone) => void } {
  const [notice, setNotice] = useState<Notice | null>(null)
  const show = useCallback((text: string, tone: NoticeTone) => {
    setNotice((current) => ({ text, tone, id: (current?.id ?? 0) + 1 }))
  }, [])
  return { notice, show }
}

/** Both live regions are always in the page, so a message put in them is announced. */
export function NoticeRegion({ notice }: { notice: Notice | null }) {
  return (
    <div className="my-4">
      <div role="status" aria-atomic="true">
        {notice?.tone === 'success' ? (
          <p
            key={notice.id}
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900"
          >
            <CircleCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
            {notice.text}
          </p>
        ) : null}
      </div>
      <div role="alert" aria-atomic="true">
        {notice?.tone === 'error' ? (
          <p
            key={notice.id}
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
          >
            <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
            {notice.text}
          </p>
        ) : null}
      </div>
    </div>
  )
}
