import { useCallback, useEffect, useState } from 'react'
import { savesData } from '../../offline/save-data'
import { SLIDE_INTERVAL_MS, clampIndex, nextIndex, previousIndex } from './slider-index'

/**
 * The hero slider's state (docs/behaviour.md#home): the current index, clamped to the slides there are,
 * moving on every 5 seconds and wrapping. It never moves before hydration (the prerendered page shows the
 * first slide), nor under `prefers-reduced-motion` or Save-Data unless the visitor presses play, nor while
 * the pointer rests on it or focus is inside it (WCAG 2.2.2). Manual changes restart the 5 seconds.
 */
export function useSlider(count: number) {
  const [index, setIndex] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [saveData, setSaveData] = useState(false)
  /** The visitor's play/pause choice; null until they make one. */
  const [choice, setChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    setHydrated(true)
    setSaveData(savesData())
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const current = clampIndex(index, count)
  const playing = choice ?? !(reducedMotion || saveData)
  const rotating = hydrated && count > 1 && playing && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((value) => nextIndex(value, count)), SLIDE_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current, count])

  const goTo = useCallback((target: number) => setIndex(clampIndex(target, count)), [count])
  const next = useCallback(() => setIndex((value) => nextIndex(value, count)), [count])
  const previous = useCallback(() => setIndex((value) => previousIndex(value, count)), [count])
  const togglePlaying = useCallback(() => setChoice(!playing), [playing])

  return {
    current,
    hydrated,
    playing,
    rotating,
    goTo,
    next,
    previous,
    togglePlaying,
    setHovered,
    setFocused,
  }
}
